import { PaymentMessages } from '@art-market/domain/rules';
import { escapeHtml } from '#api/html.ts';

export interface SandboxChoice {
  label: string;
  fields: Record<string, string>;
}

/**
 * The approval page a sandbox provider shows: what is being paid, the notice that no real money
 * moves, and one button per outcome, each a form posting to `action`.
 */
export function sandboxPage(options: {
  provider: string;
  amount: string;
  description: string;
  action: string;
  choices: SandboxChoice[];
}) {
  const buttons = options.choices
    .map(
      (choice) => `<form method="post" action="${escapeHtml(options.action)}">
${Object.entries(choice.fields)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<button type="submit">${escapeHtml(choice.label)}</button>
</form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.provider)} sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917}
.notice{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
form{display:inline-block;margin:.5rem .5rem 0 0}
button{font:inherit;padding:.6rem 1.1rem;border-radius:.4rem;border:1px solid #57534e;background:#fff;cursor:pointer}
form:first-of-type button{background:#1c1917;color:#fff}
</style></head>
<body>
<main>
<p class="notice" role="status">${PaymentMessages.sandboxNotice}</p>
<h1>${escapeHtml(options.provider)} sandbox checkout</h1>
<p>${escapeHtml(options.description)}</p>
<p>Amount: <strong>${escapeHtml(options.amount)}</strong></p>
${buttons}
</main>
</body>
</html>`;
}
