/** The list a screen opens with: the requested one if it exists, else the default, else the first. */
export function chooseList<L extends { id: string; isDefault: boolean }>(
  lists: readonly L[],
  requestedId: string | null | undefined,
): L | null {
  return (
    (requestedId ? lists.find((list) => list.id === requestedId) : undefined) ??
    lists.find((list) => list.isDefault) ??
    lists[0] ??
    null
  );
}
