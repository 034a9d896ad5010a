// Every test's setup (vitest.config.ts setupFiles): in component tests (jsdom), findBy* and
// waitFor wait up to 5 s rather than 1 s. A debounce plus a render can take longer than 1 s when
// the suite's files run side by side on a busy 2-core machine; a real failure still fails.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
