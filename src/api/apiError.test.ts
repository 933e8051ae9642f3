import { ApiError, TransportError, errorMessage } from './apiError';

describe('ApiError', () => {
  it('carries the envelope status, server message and HTTP status', () => {
    const error = ApiError.fromEnvelope({ status: '-4', message: 'Permission verification failed' }, 403);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: '-4', message: 'Permission verification failed', httpStatus: 403 });
    expect(error.fieldErrors).toBeUndefined();
  });

  it('uses the request-failed key without a server message', () => {
    expect(ApiError.fromEnvelope({ status: '0' }, 200)).toMatchObject({ message: 'app.errors.requestFailed', serverMessage: undefined });
  });

  it("reads field errors of a '-5' answer only", () => {
    const data = { errors: { mobile: 'app.validation.mobile' } };
    expect(ApiError.fromEnvelope({ status: '-5', message: 'Parameter error', data }, 200).fieldErrors).toEqual(data.errors);
    expect(ApiError.fromEnvelope({ status: '0', data }, 200).fieldErrors).toBeUndefined();
  });

  it('tells timeouts from network errors', () => {
    expect(ApiError.fromTransport(new TransportError(true))).toMatchObject({ status: '', httpStatus: 0, message: 'app.errors.timeout' });
    expect(ApiError.fromTransport(new TransportError(false, new TypeError('Failed to fetch')))).toMatchObject({ message: 'app.errors.network' });
    expect(ApiError.fromTransport(new Error('?'))).toMatchObject({ message: 'app.errors.network' });
  });
});

describe('errorMessage', () => {
  it.each([
    [ApiError.fromEnvelope({ status: '0', message: 'Server says no' }, 200), 'Server says no'],
    [ApiError.fromEnvelope({ status: '0' }, 200), 'app.fallback'],
    [new ApiError({ status: '', httpStatus: 0, message: 'app.errors.network' }), 'app.errors.network'],
    [new ApiError({ status: '', httpStatus: 502, message: 'app.errors.requestFailed' }), 'app.fallback'],
    [new Error('x'), 'app.fallback'],
    ['text', 'app.fallback'],
  ])('%# → %s', (error, expected) => {
    expect(errorMessage(error, 'app.fallback')).toBe(expected);
  });
});
