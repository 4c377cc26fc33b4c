import { useRef, useState } from 'react';
import { roundCoordinate, type Point } from './map-geometry';

export type LocateProblem = 'denied' | 'failed' | 'unsupported';

/**
 * The device's position, asked for only when the seller presses the button. A later press or the
 * pin's removal makes an answer still on its way irrelevant.
 */
export function useMyLocation(onFound: (point: Point) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocateProblem>();
  const request = useRef(0);

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return setProblem('unsupported');
    const id = ++request.current;
    setLocating(true);
    setProblem(undefined);
    geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        setLocating(false);
        onFound({
          latitude: roundCoordinate(position.coords.latitude),
          longitude: roundCoordinate(position.coords.longitude),
        });
      },
      (error) => {
        if (id !== request.current) return;
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const cancel = () => {
    request.current += 1;
    setLocating(false);
    setProblem(undefined);
  };

  return { locate, cancel, locating, problem };
}
