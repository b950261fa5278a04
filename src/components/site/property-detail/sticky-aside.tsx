"use client";
// The side column sticks below the header while it fits the window. When it is taller than
// the window, it scrolls with the page until its bottom shows, then sticks there, so every
// field stays reachable without a scroll box of its own.
import { type ComponentProps, useEffect, useRef, useState } from "react";

const HEADER_GAP_PX = 96;
const BOTTOM_GAP_PX = 24;

export function StickyAside({ style, ...props }: ComponentProps<"aside">) {
  const ref = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setTop(Math.min(HEADER_GAP_PX, window.innerHeight - element.offsetHeight - BOTTOM_GAP_PX));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, []);

  return <aside ref={ref} style={top === null ? style : { ...style, top }} {...props} />;
}
