import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-danger/40 bg-danger/5 text-danger',
  success: 'border-success/40 bg-success/5 text-success',
  info: 'border-line bg-white text-ink',
};

/** Form-level feedback: errors are announced at once (role="alert"), other notices politely. */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-sm border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
