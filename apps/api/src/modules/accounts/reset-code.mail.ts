import { RESET_CODE_TTL_MS } from '@art-market/domain';

const minutes = RESET_CODE_TTL_MS / 60_000;

export function resetCodeMail(code: string): { subject: string; text: string; html: string } {
  return {
    subject: 'Your Art Market verification code',
    text: [
      'You asked to reset your Art Market password.',
      '',
      `Your verification code: ${code}`,
      '',
      `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail;`,
      'your password stays as it is.',
    ].join('\n'),
    html: `<p>You asked to reset your Art Market password.</p>
<p>Your verification code: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>
<p>It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.</p>`,
  };
}
