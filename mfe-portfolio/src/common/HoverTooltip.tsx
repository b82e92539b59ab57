/**
 * One tooltip for a whole screen: a table of thousands of symbols must not mount a popover per
 * row. Targets report hover and focus to the layer, which shows a single floating element and
 * hides it 150 ms after the pointer leaves (core.md section 9), or stays while the pointer is on it.
 */
import { Classes } from '@blueprintjs/core';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const TOOLTIP_HIDE_DELAY_MS = 150;

interface TooltipApi {
  show(target: HTMLElement, content: ReactNode): void;
  hide(): void;
  keep(): void;
}

const TooltipContext = createContext<TooltipApi | null>(null);

interface Shown {
  content: ReactNode;
  top: number;
  left: number;
}

export function TooltipLayer({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const api = useMemo<TooltipApi>(() => {
    const keep = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    return {
      keep,
      show(target, content) {
        keep();
        const rect = target.getBoundingClientRect();
        setShown({ content, top: rect.bottom + 6, left: rect.left });
      },
      hide() {
        keep();
        timer.current = setTimeout(() => {
          timer.current = null;
          setShown(null);
        }, TOOLTIP_HIDE_DELAY_MS);
      },
    };
  }, []);
  useEffect(() => api.keep, [api]);

  return (
    <TooltipContext.Provider value={api}>
      {children}
      {shown &&
        createPortal(
          <div
            role="tooltip"
            className={`${Classes.TOOLTIP} folio-tooltip`}
            style={{ top: shown.top, left: shown.left }}
            onMouseEnter={api.keep}
            onMouseLeave={api.hide}
          >
            <div className={Classes.POPOVER_CONTENT}>{shown.content}</div>
          </div>,
          document.body,
        )}
    </TooltipContext.Provider>
  );
}

interface TooltipTargetProps {
  content: ReactNode;
  children: ReactNode;
  className?: string;
  /** False when the children are focusable themselves (a button): one tab stop, not two. */
  focusable?: boolean;
}

/** Shows `content` in the screen's tooltip while hovered or focused. */
export function TooltipTarget({ content, children, className, focusable = true }: TooltipTargetProps) {
  const layer = useContext(TooltipContext);
  return (
    <span
      className={className}
      tabIndex={focusable ? 0 : undefined}
      onMouseEnter={(event) => layer?.show(event.currentTarget, content)}
      onMouseLeave={() => layer?.hide()}
      onFocus={(event) => layer?.show(event.currentTarget, content)}
      onBlur={() => layer?.hide()}
    >
      {children}
    </span>
  );
}

// The names table is fetched on the first hover or focus, not to show the holdings table.
let lookUpName: ((symbol: string) => string) | null = null;
const loadNames = () => import('@folio/contracts/company-names').then((module) => (lookUpName = module.companyName));

function CompanyName({ symbol }: { symbol: string }) {
  const [name, setName] = useState(() => lookUpName?.(symbol) ?? null);
  useEffect(() => {
    if (name !== null) return;
    let current = true;
    void loadNames().then((lookUp) => current && setName(lookUp(symbol)));
    return () => {
      current = false;
    };
  }, [name, symbol]);
  return <>{name ?? symbol}</>;
}

/** A symbol with its company name in a tooltip; unknown symbols show themselves. */
export function SymbolLabel({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <TooltipTarget content={<CompanyName symbol={symbol} />} className={className ?? 'folio-symbol'}>
      {symbol}
    </TooltipTarget>
  );
}
