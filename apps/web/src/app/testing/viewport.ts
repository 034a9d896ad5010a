// jsdom has no layout and no window.matchMedia, so useMediaQuery always answers its default.
// This stands in for a screen of a given width: width queries (min-width / max-width in px,
// joined by `and`, or listed with commas) answer as that screen would; any other query is false.

function conditionHolds(condition: string, width: number): boolean {
  const match = /^\(?\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)?$/.exec(condition.trim());
  if (!match) return false;
  const limit = Number(match[2]);
  return match[1] === 'min' ? width >= limit : width <= limit;
}

export function mediaQueryMatches(query: string, width: number): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(',')
    .some((alternative) =>
      alternative.split(/\band\b/).every((condition) => conditionHolds(condition, width)),
    );
}

/** Makes window.matchMedia answer as a screen `width` px wide; returns the undo. */
export function setViewportWidth(width: number): () => void {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: mediaQueryMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    if (had) window.matchMedia = original;
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
