import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection (e.g. from the URL); otherwise the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/** ARIA tabs: arrow keys, Home and End move between tabs (automatic activation); one panel shows at a time. */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const current = selected ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const select = (id: string, focus: boolean) => {
    setOwn(id);
    onSelect?.(id);
    if (focus) refs.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) select(tab.id, true);
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
