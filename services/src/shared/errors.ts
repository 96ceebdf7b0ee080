import { MSG } from '../contracts';

/** The one error shape of the API: an HTTP status, the envelope's invState, a stable code and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly invState = 0,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(400, 'VALIDATION', message, 0, field ? { field } : undefined);
  }
}

/** A business rule refused the request (stock shortage, monthly cap, closed books, wrong status …). */
export class BusinessRuleError extends AppError {
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(422, code, message, 0, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string = MSG.conflict) {
    super(409, 'CONFLICT', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MSG.tokenInvalid) {
    super(401, 'TOKEN_INVALID', message, 3);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MSG.noPermission, code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

/** A public call over its limit (PRODUCT.md §4: HTTP 429, RATE_LIMITED). */
export class TooManyRequestsError extends AppError {
  constructor(message: string = MSG.tooManyAttempts) {
    super(429, 'RATE_LIMITED', message);
  }
}
