import { RESET_CODE_TTL_MS } from '@art-market/domain/rules';

const minutes = RESET_CODE_TTL_MS / 60_000;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The code comes first in the subject: a reader finds it before any other number of the message (its
 * MIME boundary and Message-ID carry digits too), and phones offer it from there for autofill.
 */
export function resetCodeMail(code: string): MailContent {
  return {
    subject: `${code} is your Art Market verification code`,
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

export function signInCodeMail(code: string): MailContent {
  return {
    subject: `${code} is your Art Market sign-in code`,
    text: [
      'You asked for a code to sign in to Art Market.',
      '',
      `Your sign-in code: ${code}`,
      '',
      `It expires in ${minutes} minutes and works once. Signing in with it also lifts the lock that wrong`,
      'passwords put on your account. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
    html: `<p>You asked for a code to sign in to Art Market.</p>
<p>Your sign-in code: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>
<p>It expires in ${minutes} minutes and works once. Signing in with it also lifts the lock that wrong passwords put on your account. If you did not ask for it, ignore this e-mail.</p>`,
  };
}

/** To the owner, once per lock: someone (perhaps the owner) typed too many wrong passwords. */
export function accountLockedMail(): MailContent {
  const lines = [
    'Too many wrong passwords were typed for your Art Market account, so signing in with a password is',
    'paused for 15 minutes.',
    '',
    'If it was you, choose "E-mail me a sign-in code" on the login page: the code signs you in at once',
    'and lifts the pause. If it was not you, your account is safe; consider changing your password.',
  ];
  return {
    subject: 'Sign-in to your Art Market account is paused',
    text: lines.join('\n'),
    html: `<p>${lines.slice(0, 2).join(' ')}</p><p>${lines.slice(3).join(' ')}</p>`,
  };
}
