import type { FieldCondition, Filter, Scalar, Sort } from './port.ts';

/** MongoDB's matching rules for the subset of operators the read store port allows. */
export function matches(doc: Record<string, unknown>, filter: Filter): boolean {
  for (const field in filter) {
    if (!matchesCondition(doc[field], filter[field]!)) return false;
  }
  return true;
}

function matchesCondition(value: unknown, condition: FieldCondition): boolean {
  if (condition === null || typeof condition !== 'object') return equals(value, condition);
  if ('$in' in condition) return condition.$in.some((candidate) => equals(value, candidate));
  if ('$ne' in condition) return !equals(value, condition.$ne);
  if ('$exists' in condition) return (value !== undefined) === condition.$exists;
  if (value === undefined || value === null) return false;
  // MongoDB compares within a type only: { $gt: 5 } never matches a string or a boolean.
  const bound = '$gt' in condition ? condition.$gt : '$gte' in condition ? condition.$gte : '$lt' in condition ? condition.$lt : '$lte' in condition ? condition.$lte : undefined;
  if (typeRank(value) !== typeRank(bound)) return false;
  if ('$gt' in condition) return compareValues(value, condition.$gt) > 0;
  if ('$gte' in condition) return compareValues(value, condition.$gte) >= 0;
  if ('$lt' in condition) return compareValues(value, condition.$lt) < 0;
  if ('$lte' in condition) return compareValues(value, condition.$lte) <= 0;
  return false;
}

/** A missing field equals null, as in MongoDB. */
function equals(value: unknown, expected: Scalar): boolean {
  if (expected === null) return value === null || value === undefined;
  return value === expected;
}

/** Mongo's cross-type order for the scalars we store: null < numbers < strings < booleans. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 3;
  return 4;
}

export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 0) return 0;
  if (rankA === 1) return (a as number) - (b as number);
  if (rankA === 3) return Number(a) - Number(b);
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function comparator(sort: Sort): (a: Record<string, unknown>, b: Record<string, unknown>) => number {
  const keys = Object.entries(sort);
  return (a, b) => {
    for (const [field, direction] of keys) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}

/** The equality value a filter pins `field` to, if it pins it to one scalar. */
export function pinnedValue(filter: Filter, field: string): { value: Scalar } | null {
  const condition = filter[field];
  if (condition === undefined) return null;
  if (condition === null || typeof condition !== 'object') return { value: condition };
  return null;
}
