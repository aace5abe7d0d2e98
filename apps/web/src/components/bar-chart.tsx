import { useId } from 'react';
import './bar-chart.css';

export interface ChartBar {
  /** The bar's name under it ("0% to 9%"). */
  label: string;
  value: number;
  /** The value as shown, in the user's digits. */
  valueText: string;
}

/**
 * A small bar chart without a chart library: a row of CSS bars (mirrored in
 * right-to-left pages, as the row follows the page's direction), each with its
 * value over it and its label under it, drawn for the eye only; a screen
 * reader reads the same figures from a table under the same caption. Every
 * text comes from the caller, in the user's language.
 */
export function BarChart(props: {
  caption: string;
  bars: ChartBar[];
  /** The table's column headings. */
  labelHeading: string;
  valueHeading: string;
  testId?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...props.bars.map((b) => b.value));
  return (
    <figure className="bar-chart" aria-labelledby={id} data-testid={props.testId}>
      <figcaption id={id} className="bar-chart-caption">
        {props.caption}
      </figcaption>
      <div aria-hidden="true">
        <div className="bar-chart-plot">
          {props.bars.map((bar) => (
            <div key={bar.label} className="bar-chart-column" data-value={bar.value}>
              <span className="bar-chart-value">{bar.valueText}</span>
              <span className="bar-chart-bar" style={{ blockSize: `${(bar.value / max) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="bar-chart-labels">
          {props.bars.map((bar) => (
            <span key={bar.label} className="bar-chart-label">
              {bar.label}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.labelHeading}</th>
            <th scope="col">{props.valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {props.bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
