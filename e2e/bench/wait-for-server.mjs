// Shared by the benches that start their own servers (bundle-size.mjs, lighthouse.mjs).

/** True when `url` answers 2xx within 1.5 s. */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 2xx; throws naming `what` after `timeoutMs`. */
export async function waitFor(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000}s`);
}
