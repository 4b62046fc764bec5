import { useEffect, useState } from 'react';

export interface PasswordMeterProps {
  /** The id of the server-rendered password field the meter follows. */
  readonly inputId: string;
  /** Ids of fields whose words count against the password (the person's name and e-mail). */
  readonly personalInputIds: readonly string[];
}

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

type Estimate = (password: string, personal: string[]) => number;

/** zxcvbn and its dictionaries are large: loaded on the first keystroke, once. */
let estimator: Promise<Estimate> | undefined;
function loadEstimator(): Promise<Estimate> {
  estimator ??= import('./strength.js').then((m) => m.passwordScore);
  return estimator;
}

function valueOf(id: string): string {
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * The sign-up and reset pages' strength meter: follows the password field as the person types
 * and says how hard the password is to guess. The server applies the same rules on submit.
 */
export function PasswordMeter({ inputId, personalInputIds }: PasswordMeterProps) {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement)) return undefined;
    let latest = 0;
    const update = () => {
      const run = ++latest;
      const password = field.value;
      if (password === '') {
        setScore(null);
        return;
      }
      void loadEstimator().then((estimate) => {
        if (run === latest) setScore(estimate(password, personalInputIds.map(valueOf)));
      });
    };
    field.addEventListener('input', update);
    if (field.value !== '') update();
    return () => field.removeEventListener('input', update);
  }, [inputId, personalInputIds]);
  const label = score === null ? '' : (STRENGTH_LABELS[score] ?? '');
  return (
    <div className="ts-password-meter">
      <label htmlFor={`${inputId}-strength`}>Password strength</label>{' '}
      <meter id={`${inputId}-strength`} min={0} max={4} low={2} high={3} optimum={4} value={score ?? 0} />{' '}
      <span aria-live="polite">{label}</span>
    </div>
  );
}
