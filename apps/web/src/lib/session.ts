import type { Role } from '@art-market/domain/rules';
import type { CustomerProfile, VendorSummary } from '@art-market/domain/schemas';
import { useSyncExternalStore } from 'react';

/** Local storage keys (docs/product/storefront.md#browser-storage). */
export const SESSION_KEYS = {
  customer: { token: 'customerToken', data: 'customerData' },
  vendor: { token: 'vendorToken', data: 'vendorData' },
  admin: { token: 'adminToken', data: 'adminData' },
} as const satisfies Record<Role, { token: string; data: string }>;

export interface StoredVendor extends VendorSummary {
  vendorId: string;
}
export interface StoredAdmin {
  adminId: string;
  name: string;
}

export interface SessionState {
  customerToken: string | null;
  customer: CustomerProfile | null;
  vendorToken: string | null;
  vendor: StoredVendor | null;
  adminToken: string | null;
  admin: StoredAdmin | null;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readSession(): SessionState {
  return {
    customerToken: localStorage.getItem(SESSION_KEYS.customer.token),
    customer: readJson<CustomerProfile>(SESSION_KEYS.customer.data),
    vendorToken: localStorage.getItem(SESSION_KEYS.vendor.token),
    vendor: readJson<StoredVendor>(SESSION_KEYS.vendor.data),
    adminToken: localStorage.getItem(SESSION_KEYS.admin.token),
    admin: readJson<StoredAdmin>(SESSION_KEYS.admin.data),
  };
}

let snapshot: SessionState = readSession();
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

/**
 * On app load: re-read the stored logins, and drop vendor data that cannot be parsed
 * (stored data that cannot be parsed is removed: docs/product/storefront.md#browser-storage).
 */
export function restoreSession(): void {
  const raw = localStorage.getItem(SESSION_KEYS.vendor.data);
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    } catch {
      localStorage.removeItem(SESSION_KEYS.vendor.data);
    }
  }
  publish();
}

export function getSession(): SessionState {
  return snapshot;
}

export function tokenFor(role: Role): string | null {
  return localStorage.getItem(SESSION_KEYS[role].token);
}

export function saveLogin(role: Role, token: string, data: unknown): void {
  localStorage.setItem(SESSION_KEYS[role].token, token);
  localStorage.setItem(SESSION_KEYS[role].data, JSON.stringify(data));
  publish();
}

/** Removes only this role's token and data; the other roles stay logged in. */
export function clearLogin(role: Role): void {
  localStorage.removeItem(SESSION_KEYS[role].token);
  localStorage.removeItem(SESSION_KEYS[role].data);
  publish();
}

/** Each role's logout route, under its login's prefix (ADR 0004). */
export const LOGOUT_PATHS = {
  customer: '/api/Customer/logout',
  vendor: '/api/vendor/logout',
  admin: '/api/AdminAuth/logout',
} as const satisfies Record<Role, string>;

/**
 * Logout: asks the server to end this role's session, so a copied token dies too, and clears the
 * stored login at once. The call is not awaited: a slow or failed server must not keep anyone in.
 */
export function logOut(role: Role): void {
  const token = tokenFor(role);
  if (token) {
    const ended = fetch(LOGOUT_PATHS[role], { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true });
    ended.catch(() => undefined);
  }
  clearLogin(role);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
