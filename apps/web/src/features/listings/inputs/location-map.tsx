import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_SIZE, placeLabels } from './map-labels';
import {
  centre,
  contains,
  nudge,
  pointAt,
  project,
  SYRIA_OUTLINE,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  type Box,
  type Point,
} from './map-geometry';

export interface Place {
  code: string;
  name: string;
  point: Point;
}

const outlinePoints = (box: Box) =>
  SYRIA_OUTLINE.map(([longitude, latitude]) => {
    const { x, y } = project(box, { latitude, longitude });
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ');

/**
 * A map drawn here, without tiles or any request, so it works offline: the country's outline and
 * labelled dots for places. A click or tap puts the pin there; arrow keys move it (Enter places it
 * in the middle first).
 */
export function LocationMap({
  box,
  places,
  pin,
  onPlace,
}: {
  box: Box;
  places: Place[];
  pin: Point | null;
  onPlace: (point: Point) => void;
}) {
  const { t } = useTranslation('listing-inputs');
  const hintId = useId();

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    onPlace(pointAt(box, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const from = pin ?? centre(box);
    const moved = nudge(box, from, event.key, event.shiftKey);
    const placed = moved ?? (event.key === 'Enter' || event.key === ' ' ? from : undefined);
    if (!placed) return;
    event.preventDefault();
    onPlace(placed);
  };

  const dots = places.map((place) => ({ ...project(box, place.point), name: place.name }));
  const labels = placeLabels(dots);
  const shownPin = pin && contains(box, pin) ? project(box, pin) : undefined;
  return (
    <div dir="ltr" className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      <p id={hintId} className="sr-only">
        {t('location.mapHint')}
      </p>
      <svg
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        role="application"
        aria-roledescription={t('location.mapRole')}
        aria-label={t('location.mapLabel')}
        aria-describedby={hintId}
        tabIndex={0}
        data-testid="location-map"
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="block h-auto w-full cursor-crosshair touch-manipulation bg-sky-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-950"
      >
        <polygon
          points={outlinePoints(box)}
          className="fill-emerald-50 stroke-slate-400 dark:fill-slate-800 dark:stroke-slate-500"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {places.map((place, at) => {
          const { x, y } = dots[at]!;
          const label = labels[at]!;
          return (
            <g key={place.code} className="pointer-events-none">
              <circle cx={x} cy={y} r={5} className="fill-slate-600 dark:fill-slate-300" />
              <text
                x={label.x}
                y={label.y}
                dy="0.35em"
                fontSize={LABEL_SIZE}
                textAnchor={label.anchor}
                className="fill-slate-700 font-medium dark:fill-slate-200"
              >
                {place.name}
              </text>
            </g>
          );
        })}
        {shownPin && (
          <g
            transform={`translate(${shownPin.x} ${shownPin.y})`}
            className="pointer-events-none"
            data-testid="location-pin"
          >
            <path
              d="M0 0 C-5 -9 -13 -15 -13 -25 A13 13 0 1 1 13 -25 C13 -15 5 -9 0 0 Z"
              className="fill-red-600 stroke-white"
              strokeWidth={2}
            />
            <circle cy={-25} r={5} className="fill-white" />
          </g>
        )}
      </svg>
    </div>
  );
}
