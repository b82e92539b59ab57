/** A row of toggle buttons (chart ranges, chart modes): the chosen one is pressed. */
import { Button, ButtonGroup } from '@blueprintjs/core';

export function ToggleButtons<T extends string>({ label, options, value, onChange, names }: {
  label: string;
  options: readonly T[];
  value: T;
  onChange(next: T): void;
  /** Visible text per option when it is not the option itself. */
  names?: Partial<Record<T, string>>;
}) {
  return (
    <ButtonGroup aria-label={label} size="small">
      {options.map((option) => (
        <Button key={option} text={names?.[option] ?? option} active={option === value} aria-pressed={option === value} onClick={() => onChange(option)} />
      ))}
    </ButtonGroup>
  );
}
