import { useEffect } from 'react';

/**
 * Appends an external script to <body> while the calling component is mounted
 * and removes it on unmount. The id keeps it to one copy, whoever mounts it.
 */
export function useBodyScript(src: string, id: string): void {
  useEffect(() => {
    if (document.getElementById(id)) return;
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    document.body.appendChild(script);
    return () => script.remove();
  }, [src, id]);
}
