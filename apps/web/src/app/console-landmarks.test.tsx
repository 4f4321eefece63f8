import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { storeAdminLogin } from '#web/features/admin-dashboard/tests/admin-fixtures.ts';
import { STUDIO_ROUTES, storeVendorLogin } from '#web/features/vendor-dashboard/tests/vendor-fixtures.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

/** axe's findings on the page as rendered; colour contrast needs a real browser (the journeys check it). */
async function axeFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Opens every tab of a console in turn and asks axe about each. */
async function findingsOnEveryTab(user: { click: (element: Element) => Promise<void> }, tabs: readonly string[]) {
  const findings: Record<string, string[]> = {};
  for (const name of tabs) {
    await user.click(await screen.findByRole('tab', { name }));
    await screen.findByRole('heading', { level: 2, name });
    findings[name] = await axeFindings();
  }
  return findings;
}

describe('console landmarks (axe: landmark-one-main, region)', () => {
  it('gives the vendor studio a main landmark and leaves no tab with an axe finding', async () => {
    storeVendorLogin();
    mockApi({ ...STUDIO_ROUTES });
    const { user } = renderApp('/vendor-dashboard');
    expect(await screen.findByRole('main')).toBeTruthy();
    const tabs = ['Dashboard', 'Products', 'Add New Product', 'Bank Accounts', 'Profile'];
    expect(await findingsOnEveryTab(user, tabs)).toEqual(Object.fromEntries(tabs.map((tab) => [tab, []])));
  });

  it('gives the admin console a main landmark and leaves no tab with an axe finding', async () => {
    storeAdminLogin();
    mockApi();
    const { user } = renderApp('/admin-dashboard');
    expect(await screen.findByRole('main')).toBeTruthy();
    const tabs = ['Orders', 'Returns', 'Products', 'Vendors', 'Customers', 'Earnings', 'Commission', 'Bank Transfer'];
    expect(await findingsOnEveryTab(user, tabs)).toEqual(Object.fromEntries(tabs.map((tab) => [tab, []])));
  });
});
