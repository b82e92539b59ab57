/**
 * The controls of the auth screens as Blueprint's markup and CSS classes (blueprint.css is loaded
 * by index.ts) without Blueprint's JS: /login shows before the library (85 KB gz) arrives, which the
 * rest of the app loads with its first other screen (app/AppFrame.tsx). The markup is what
 * Blueprint 6's Card, FormGroup, InputGroup, Button, Callout and Spinner render, so the screens
 * look the same in both themes; a Blueprint major version renames the `bp6-` prefix.
 */
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

const bp = (...names: Array<string | false | null | undefined>) =>
  names.filter((name): name is string => Boolean(name)).map((name) => `bp6-${name}`).join(' ');

/** Paths of Blueprint's 16px icons (@blueprintjs/icons, Apache-2.0). */
const ICON_PATHS = {
  error: 'M7.99-.01c-4.42 0-8 3.58-8 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m1 13h-2v-2h2zm0-3h-2v-7h2z',
  'globe-network':
    'M8 0C3.58 0 0 3.58 0 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m5.17 5h-2.44c-.21-1.11-.51-2.03-.91-2.69 1.43.46 2.61 1.43 3.35 2.69M10 8c0 .73-.05 1.39-.12 2H6.12C6.05 9.39 6 8.73 6 8s.05-1.39.12-2h3.76c.07.61.12 1.27.12 2M8 2c.67 0 1.36 1.1 1.73 3H6.27C6.64 3.1 7.33 2 8 2m-1.82.31c-.4.66-.71 1.58-.91 2.69H2.83a6.03 6.03 0 0 1 3.35-2.69M2 8c0-.7.13-1.37.35-2h2.76C5.04 6.62 5 7.28 5 8s.04 1.38.11 2H2.35C2.13 9.37 2 8.7 2 8m.83 3h2.44c.21 1.11.51 2.03.91 2.69A6.03 6.03 0 0 1 2.83 11M8 14c-.67 0-1.36-1.1-1.73-3h3.46c-.37 1.9-1.06 3-1.73 3m1.82-.31c.4-.66.7-1.58.91-2.69h2.44a6.03 6.03 0 0 1-3.35 2.69M13.65 10h-2.76c.07-.62.11-1.28.11-2s-.04-1.38-.11-2h2.76c.22.63.35 1.3.35 2s-.13 1.37-.35 2',
} as const;

export function AuthIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <span aria-hidden="true" className={bp('icon', `icon-${name}`)}>
      <svg data-icon={name} width="16" height="16" viewBox="0 0 16 16" role="img">
        <path d={ICON_PATHS[name]} fillRule="evenodd" />
      </svg>
    </span>
  );
}

const SPINNER_ARC = 'M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90';

function ButtonSpinner() {
  return (
    <span aria-label="loading" role="progressbar" className={bp('spinner', 'button-spinner')}>
      <span className={bp('spinner-animation')}>
        <svg width="20" height="20" strokeWidth="16.00" viewBox="-3.00 -3.00 106.00 106.00">
          <path className={bp('spinner-track')} d={SPINNER_ARC} />
          <path className={bp('spinner-head')} d={SPINNER_ARC} pathLength={280} strokeDasharray="280 280" strokeDashoffset="210" />
        </svg>
      </span>
    </span>
  );
}

/** A label, an input and an optional hint: Blueprint's FormGroup around an InputGroup. */
export function AuthField({
  id,
  label,
  labelInfo,
  helperText,
  onValueChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  labelInfo?: string;
  helperText?: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div className={bp('form-group')}>
      <label className={bp('label')} htmlFor={id}>
        {label} <span className={bp('text-muted')}>{labelInfo}</span>
      </label>
      <div className={bp('form-content')}>
        <div className={bp('input-group')}>
          <input type="text" {...input} id={id} className={bp('input')} onChange={(event) => onValueChange(event.target.value)} />
        </div>
        {helperText && <div className={bp('form-helper-text')}>{helperText}</div>}
      </div>
    </div>
  );
}

/** A large, full-width button; `loading` shows Blueprint's spinner and disables it. */
export function AuthButton({
  text,
  primary = false,
  loading = false,
  icon,
  disabled = false,
  type = 'button',
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
  text: string;
  primary?: boolean;
  loading?: boolean;
  icon?: keyof typeof ICON_PATHS;
}) {
  const inactive = disabled || loading;
  return (
    <button
      {...button}
      type={type}
      disabled={inactive}
      className={bp('button', inactive && 'disabled', 'fill', loading && 'loading', primary && 'intent-primary', 'large')}
    >
      {loading && <ButtonSpinner />}
      {icon && <AuthIcon name={icon} />}
      <span className={bp('button-text')}>{text}</span>
    </button>
  );
}

/** Blueprint's danger Callout, announced as an alert. */
export function AuthAlert({ title, children, className }: { title?: string; children?: ReactNode; className?: string }) {
  const classes = [bp('callout', 'intent-danger', children != null && 'callout-has-body-content', 'callout-icon'), className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role="alert">
      <AuthIcon name="error" />
      {title && <h5 className={bp('heading')}>{title}</h5>}
      {children}
    </div>
  );
}
