import { describe, expect, it, vi } from 'vitest';
import { catchUpAfterReconnects } from './catch-up';
import { realtimeStore } from './realtime';

// valtio tells subscribers after the current task's changes settle.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catching up after the live connection comes back', () => {
  it('reads the page again after each reopening while a shopper is signed in, and not for a visitor', async () => {
    let signedIn = true;
    const refresh = vi.fn();
    const stop = catchUpAfterReconnects(refresh, () => signedIn);
    realtimeStore.reopenings += 1;
    await settled();
    expect(refresh).toHaveBeenCalledTimes(1);

    // Other changes of the connection's state are no reason to read again.
    realtimeStore.reconnectError = !realtimeStore.reconnectError;
    await settled();
    expect(refresh).toHaveBeenCalledTimes(1);

    signedIn = false;
    realtimeStore.reopenings += 1;
    await settled();
    expect(refresh).toHaveBeenCalledTimes(1);

    stop();
    signedIn = true;
    realtimeStore.reopenings += 1;
    await settled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
