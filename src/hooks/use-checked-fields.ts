import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

interface CheckedFieldsOptions<F extends string, P> {
  initial: Record<F, string>;
  /** Every field's problem, or null, in the form's order: the first with a problem takes focus. */
  check: (values: Record<F, string>) => Record<F, P | null>;
  /** A problem in words, in the page's language (kept as a code, so a language switch re-words it). */
  message: (problem: P) => ReactNode;
  /** When a field is checked as it is left: always, or only while it shows a problem (the default). */
  checkOnLeave?: 'always' | 'shown';
}

/**
 * A form's required text fields: all checked on submit, a field again as it is left. `submitted()`
 * answers the values when none has a problem; otherwise the first with one takes focus once its
 * message is on screen, so a screen reader reads the two together. Nothing typed is dropped.
 */
export function useCheckedFields<F extends string, P>({
  initial,
  check,
  message,
  checkOnLeave = 'shown',
}: CheckedFieldsOptions<F, P>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, P | null>>>({});
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const focusNext = useRef<F | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    inputs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** Shows `problem` at `name` and moves focus there: a refusal the server gave for one field. */
  const showProblem = (name: F, problem: P) => {
    focusNext.current = name;
    setProblems((current) => ({ ...current, [name]: problem }));
  };

  const field = (name: F) => {
    const problem = problems[name];
    return {
      name: name as string,
      value: values[name],
      valid: !problem,
      errorMessage: problem ? message(problem) : undefined,
      required: true,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () =>
        setProblems((current) =>
          checkOnLeave === 'always' || current[name] ? { ...current, [name]: check(values)[name] } : current,
        ),
    };
  };

  const submitted = (event: FormEvent): Record<F, string> | null => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const first = (Object.keys(found) as F[]).find((name) => found[name]);
    if (!first) return values;
    focusNext.current = first;
    return null;
  };

  const reset = () => {
    setValues(initial);
    setProblems({});
  };

  return { field, submitted, showProblem, reset };
}
