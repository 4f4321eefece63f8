import { AccountMessages } from '@art-market/domain/copy';
import type { FieldErrors } from '@art-market/domain/rules';

/** Expected failures: the one error handler maps each to its status and body (docs/product/api-conventions.md#error-body). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(400, message, errors);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string = AccountMessages.unauthorized) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(
    message: string = AccountMessages.forbidden,
    /** What the caller must do first, e.g. `twoFactorEnrolment` for an admin who has to enrol. */
    readonly offers: Record<string, boolean> = {},
  ) {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** What else the answer offers the caller, e.g. a sign-in code for a locked account. */
    readonly offers: Record<string, boolean> = {},
  ) {
    super(429, message);
  }
}

/** A payment provider failed or answered something we cannot use; nothing was changed on our side. */
export class ProviderUnavailable extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
