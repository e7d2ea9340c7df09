import { useEffect, useId, useRef, type MouseEvent } from 'react';

interface ErrorSummaryProps {
  title: string;
  items: ReadonlyArray<{ id: string; message: string }>;
  /** Changes with each submit that found errors; each change moves focus here. */
  focusRequest: number;
}

/** The list of problems at the top of a form after a submit, each a link to its field. */
export function ErrorSummary({ title, items, focusRequest }: ErrorSummaryProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);

  // Focus the field itself: following "#id" only scrolls, and the fixed navbar could cover it.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  };

  return (
    <div
      ref={box}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="rounded-xl border-2 border-danger bg-danger-soft p-5 text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 ps-5">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => goTo(event, item.id)}
              className="rounded-sm font-medium leading-6 text-danger underline underline-offset-4"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
