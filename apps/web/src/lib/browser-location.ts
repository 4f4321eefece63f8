/**
 * Leaving the app for a provider's page, and reloading it: the one place that touches
 * window.location, so component tests can watch these steps at the browser boundary.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
