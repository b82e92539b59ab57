/**
 * The one error taxonomy of the backend. Deciders and queries throw these; the HTTP layer maps
 * them to status codes (platform/errors.ts) so no route decides a status by itself.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.error = error;
  }
}

/** The request is well-formed but its content is not acceptable (400). */
export class ValidationError extends DomainError {
  constructor(message: string) {
    super(400, 'Bad Request', message);
  }
}

/** Unknown id, or an id that belongs to somebody else (404: we never say which). */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, 'Not Found', message);
  }
}

/** The state forbids the change: duplicate email, deleting the default list (409). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, 'Conflict', message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, 'Unauthorized', message);
  }
}
