// The formats of the request headers the contract fixes (section 1.1). The OpenAPI documents
// publish them and the HTTP gate enforces them, so both read them from here.

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$/;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9\-_.:~+/=]{8,128}$/;
