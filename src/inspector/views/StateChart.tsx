// A state chart drawn in SVG from an elkjs layout: nested boxes for compound states, dashed boxes
// for the regions of a parallel state, arrows labelled with the transition's words (event and guard
// on hover, and in data-edge-detail). The active states are highlighted; the transitions last taken
// are marked; `highlighted` states (the end of a journey in the gallery) get their own mark.
// `StateChart` lays the machine out (elkjs, lazily); `ChartSvg` draws a finished layout, in the
// browser or at build time.
import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { chartGraph } from '../chart/chartGraph';
import { layoutChart, type ChartLayout } from '../chart/layout';

export interface TakenTransition {
  source: string;
  targets: string[];
}

interface StateChartProps {
  machine: AnyStateMachine;
  active?: ReadonlySet<string>;
  lastTaken?: readonly TakenTransition[];
  highlighted?: ReadonlySet<string>;
  /** Draw at this scale (1 = natural size). */
  scale?: number;
  /** Called once the chart is drawn (after the layout). */
  onDrawn?: () => void;
}

const EMPTY = new Set<string>();

/** Lays the machine out once per machine (elkjs runs here, lazily loaded). */
function useLayout(machine: AnyStateMachine) {
  const [state, setState] = useState<{ machine: AnyStateMachine; layout: ChartLayout | null; error: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    layoutChart(chartGraph(machine)).then(
      (layout) => !cancelled && setState({ machine, layout, error: null }),
      (error: unknown) => !cancelled && setState({ machine, layout: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [machine]);
  return state?.machine === machine ? state : null;
}

export function StateChart({ machine, active = EMPTY, lastTaken = [], highlighted = EMPTY, scale = 1, onDrawn }: StateChartProps) {
  const laidOut = useLayout(machine);
  const drawn = !!laidOut?.layout;
  useEffect(() => {
    if (drawn) onDrawn?.();
    // Once per drawing, not per identity of the callback.
  }, [drawn]);
  if (!laidOut)
    return (
      <p className="insp-muted" data-chart-status="layout">
        Drawing the chart of {machine.id}…
      </p>
    );
  if (!laidOut.layout)
    return (
      <p className="insp-error" data-chart-status="error">
        The chart of {machine.id} could not be drawn: {laidOut.error}
      </p>
    );
  return <ChartSvg layout={laidOut.layout} active={active} lastTaken={lastTaken} highlighted={highlighted} scale={scale} />;
}

interface ChartSvgProps {
  layout: ChartLayout;
  active?: ReadonlySet<string>;
  lastTaken?: readonly TakenTransition[];
  highlighted?: ReadonlySet<string>;
  scale?: number;
  /** A file of its own (the static gallery's download): the namespace and the chart's style inside. */
  standalone?: { css: string };
}

/**
 * The chart of a laid-out machine: the panel, the gallery and the static gallery (drawn in Node at
 * build time) all draw this. A state's description is its tooltip; an arrow's is its words with the
 * event and guard.
 */
export function ChartSvg({ layout, active = EMPTY, lastTaken = [], highlighted = EMPTY, scale = 1, standalone }: ChartSvgProps) {
  const isTaken = (source: string, target: string) => lastTaken.some((taken) => taken.source === source && taken.targets.includes(target));
  const markerId = `arrow-${layout.machineId}`;
  return (
    <svg
      className="insp-chart"
      data-chart={layout.machineId}
      width={layout.width * scale}
      height={layout.height * scale}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`State chart of ${layout.machineId}`}
      {...(standalone ? { xmlns: 'http://www.w3.org/2000/svg' } : {})}
    >
      {standalone && <style>{standalone.css}</style>}
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" />
        </marker>
      </defs>
      {standalone && <rect className="insp-chart-background" width={layout.width} height={layout.height} />}
      {layout.states.map((state) => {
        const compound = state.type === 'compound' || state.type === 'parallel';
        const classes = ['insp-state', `insp-state-${state.type}`];
        if (state.region) classes.push('insp-region');
        if (active.has(state.id)) classes.push('insp-active');
        if (highlighted.has(state.id)) classes.push('insp-highlighted');
        return (
          <g
            key={state.id}
            className={classes.join(' ')}
            data-state-id={state.id}
            data-state-name={state.key}
            data-active={active.has(state.id) ? 'true' : undefined}
            data-highlighted={highlighted.has(state.id) ? 'true' : undefined}
          >
            {state.description && <title>{state.description}</title>}
            <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={compound ? 10 : 6} />
            {state.type === 'final' && (
              <rect className="insp-final-inner" x={state.x + 3} y={state.y + 3} width={state.width - 6} height={state.height - 6} rx={4} />
            )}
            <text className="insp-state-name" x={state.x + 10} y={state.y + 18}>
              {state.key}
              {state.type === 'parallel' ? ' (parallel)' : ''}
            </text>
            {state.notes.map((note, index) => (
              <text key={index} className="insp-state-note" x={state.x + 10} y={state.y + 32 + index * 14}>
                {note}
              </text>
            ))}
          </g>
        );
      })}
      {layout.edges.map((edge) => {
        if (!edge.points.length) return null;
        const taken = isTaken(edge.source, edge.target);
        const d = edge.points.map((point, index) => `${index ? 'L' : 'M'} ${point.x} ${point.y}`).join(' ');
        return (
          <g
            key={edge.id}
            className={taken ? 'insp-edge insp-taken' : 'insp-edge'}
            data-edge-event={edge.event}
            data-edge-detail={edge.detail}
            data-source={edge.source}
            data-target={edge.target}
            data-taken={taken ? 'true' : undefined}
          >
            <title>{edge.label === edge.detail ? edge.detail : `${edge.label} — ${edge.detail}`}</title>
            <path d={d} markerEnd={`url(#${markerId})`} />
            {edge.labelBox && (
              <>
                <rect
                  className="insp-edge-label-bg"
                  x={edge.labelBox.x - 2}
                  y={edge.labelBox.y}
                  width={edge.labelBox.width + 4}
                  height={edge.labelBox.height}
                />
                <text className="insp-edge-label" x={edge.labelBox.x + 1} y={edge.labelBox.y + 11}>
                  {edge.labelLines.map((line, index) => (
                    <tspan key={index} x={edge.labelBox!.x + 1} dy={index ? 14 : 0}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
