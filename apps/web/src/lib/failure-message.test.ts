import { TOAST } from '@qi/domain/toast-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromResponse } from './api-error';
import { failureMessage, OFFLINE_REASON, SERVER_FAULT_REASON } from './failure-message';

describe('failureMessage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps the specification's text and adds the server's reason", () => {
    const error = new ApiError(409, 'CONFLICT', 'A product with this name already exists.');
    expect(failureMessage(TOAST.productFailed, error)).toBe(
      'Failed to add product. A product with this name already exists.',
    );
    // A reason without a full stop still reads as a sentence.
    expect(failureMessage(TOAST.productFailed, new ApiError(422, 'VALIDATION', 'Name is required'))).toBe(
      'Failed to add product. Name is required.',
    );
  });

  it("says a server fault in words instead of a bare 'Internal Server Error'", async () => {
    const bare = await apiErrorFromResponse(
      new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(failureMessage('The templates could not be saved.', bare)).toBe(
      `The templates could not be saved. ${SERVER_FAULT_REASON}`,
    );
  });

  it('says offline at once when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = new ApiError(0, 'NETWORK', 'The server could not be reached.');
    expect(failureMessage(TOAST.statusChangeFailed, error)).toBe(
      `${TOAST.statusChangeFailed} ${OFFLINE_REASON}`,
    );
  });

  it('gives the text alone when nothing is known about the failure', () => {
    expect(failureMessage(TOAST.userAddFailed, new Error('boom'))).toBe(TOAST.userAddFailed);
  });
});
