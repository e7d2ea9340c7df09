import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StepSectionProps {
  title: string;
  lead: string;
  /** Focus moves to the heading when the step appears, so a screen reader starts there. */
  focusHeading?: boolean;
  children: ReactNode;
}

/** A step of the sign-in (the code, enrolment, the recovery codes): its heading and lead, then its content. */
export function StepSection({ title, lead, focusHeading = false, children }: StepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={focusHeading ? -1 : undefined}
          className={cn('text-xl font-semibold text-fg', focusHeading && 'focus:outline-none')}
        >
          {title}
        </h2>
        <p className="text-fg-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}
