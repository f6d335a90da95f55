import { useEffect, useRef, useState } from 'react';

/**
 * Whether a horizontal scroller has more content past its start and past its end, kept up to date as it scrolls
 * and as it or its content resizes. Attach `ref` to the scroller.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [moreAtStart, setMoreAtStart] = useState(false);
  const [moreAtEnd, setMoreAtEnd] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    // A pixel of slack: zoomed pages report fractional scroll positions.
    const update = () => {
      setMoreAtStart(scroller.scrollLeft > 1);
      setMoreAtEnd(scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(scroller);
    if (scroller.firstElementChild) resized.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);
  return { ref, moreAtStart, moreAtEnd };
}
