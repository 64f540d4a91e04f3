import { type ReactNode, useEffect, useRef, useState } from 'react';
import { whenIdle } from './idle.ts';

type WhenSeenProps = {
  /** Drawn until then, the size of what replaces it. */
  fallback: ReactNode;
  children: ReactNode;
};

/** How far below the fold a part starts loading, so that a scroll finds it drawn. */
const ahead = '200px';

/**
 * Its children, once the place they go has come near the screen and the browser is idle: a heavy
 * part below the fold (a chart and its library) costs a phone nothing until the user scrolls to
 * it, and one in view is drawn after the page has settled, not in the middle of its first paint.
 * Once drawn, it stays.
 */
export function WhenSeen({ fallback, children }: WhenSeenProps) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (seen || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setSeen(true));
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [seen]);

  return seen ? children : <div ref={placeholder}>{fallback}</div>;
}
