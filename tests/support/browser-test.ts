// Playwright's `test`, for every browser test: a page that breaks the pages' Content-Security-Policy
// fails the test it was opened in (issue 45). On every page of every context a test opens (its own
// `page`, and contexts it makes with `browser.newContext`, JavaScript off included), a
// `securitypolicyviolation` event and any console message about a policy (Chromium writes one for
// every refused script, style, connection or frame, and for a Permissions-Policy feature it does not
// know) is collected; at the end of the test the list must be empty. A test that causes such a
// message on purpose (an integrity check that refuses a tampered module) names it in
// `expectedConsoleProblems`, and then must see it (expectConsoleProblem).
import { type BrowserContext, test as base, expect } from '@playwright/test';

export { expect };

/** How a violation reaches the console: the event, logged by the page's own init script. */
const violationMarker = '[securitypolicyviolation]';

/** Console messages about a policy of the page's: CSP, Permissions-Policy, the cross-origin policies, integrity. */
const policyMessage = /Content Security Policy|Permissions[- ]Policy|Cross-Origin-(?:Opener|Embedder|Resource)-Policy|integrity|\[securitypolicyviolation\]/i;

interface Watched {
  /** Messages no test expected: the test fails on any. */
  problems: string[];
  /** Messages the test expected, as they came. */
  expected: string[];
}

/** Each context once: Playwright's own `context` is made with browser.newContext too. */
const watchedContexts = new WeakSet<BrowserContext>();

async function watch(context: BrowserContext, expectedPatterns: readonly RegExp[], watched: Watched): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${marker} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}${event.sample ? `: ${event.sample}` : ''}`);
    });
  }, violationMarker);
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!policyMessage.test(text)) return;
    const line = `${message.page()?.url() ?? '(no page)'}: ${text}`;
    if (expectedPatterns.some((pattern) => pattern.test(text))) watched.expected.push(line);
    else watched.problems.push(line);
  });
}

export const test = base.extend<{ expectedConsoleProblems: readonly RegExp[]; consoleProblems: Watched; guardNewContexts: undefined }>({
  expectedConsoleProblems: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none.
  consoleProblems: async ({}, use) => {
    const watched: Watched = { problems: [], expected: [] };
    await use(watched);
    expect(watched.problems, 'Content-Security-Policy and other policy messages on the pages this test opened').toEqual([]);
  },
  context: async ({ context, consoleProblems, expectedConsoleProblems }, use) => {
    await watch(context, expectedConsoleProblems, consoleProblems);
    await use(context);
  },
  // Contexts a test makes itself (JavaScript off, another locale) are watched as its own page is.
  guardNewContexts: [
    async ({ browser, consoleProblems, expectedConsoleProblems }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        await watch(context, expectedConsoleProblems, consoleProblems);
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});

/** The expected messages seen so far (a test asserts that its refusal happened, and how). */
export const expectedConsoleMessages = (watched: Watched): readonly string[] => watched.expected;
