import { formatHttpErrorMessage, serverMessageOf } from './http-error';

describe('formatHttpErrorMessage', () => {
  it('quotes the body after the status', () => {
    expect(formatHttpErrorMessage(400, '{"message":"bad"}', 'Bad Request')).toBe('400: {"message":"bad"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('serverMessageOf', () => {
  it('reads a string message', () => {
    expect(serverMessageOf({ status: 401, message: '401: …', data: { message: 'Invalid email or password' } })).toBe(
      'Invalid email or password',
    );
  });

  it('joins validation messages', () => {
    expect(serverMessageOf({ status: 400, message: '', data: { message: ['a', 'b'] } })).toBe('a, b');
  });

  it('is undefined without a body', () => {
    expect(serverMessageOf({ status: 'FETCH_ERROR', message: 'offline' })).toBeUndefined();
  });
});
