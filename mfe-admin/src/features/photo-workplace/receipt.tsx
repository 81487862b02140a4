import { useMemo } from 'react';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { qrMatrix, quietZone } from './qr-matrix';
import { formatCaptureTime, type ReceiptData, type ReceiptLayout } from './receipt-data';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.receipt;

/** The QR code as crisp vector modules (prints sharp at any size). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const matrix = qrMatrix(text);
    const parts: string[] = [];
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), size: matrix.length + 2 * quietZone };
  }, [text]);
  return (
    <svg
      className="bb-receipt__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The paper the citizen takes home: QR code, studio, dates and what to do with it. */
export function Receipt({ data, layout }: { data: ReceiptData; layout: ReceiptLayout }) {
  return (
    <article className={`bb-receipt bb-receipt--${layout}`} aria-label={texts.title}>
      <h2 className="bb-receipt__title">{texts.title}</h2>
      <QrCode text={data.codeUrl} label={texts.qrAlt} />
      <dl className="bb-receipt__facts">
        <dt>{texts.studio}</dt>
        <dd>
          {data.studioName}
          <br />
          {data.studioAddress}
        </dd>
        <dt>{texts.capturedAt}</dt>
        <dd>{formatCaptureTime(data.capturedAt)}</dd>
        <dt>{texts.validUntil}</dt>
        <dd>{formatGermanDate(data.expiresAt)}</dd>
      </dl>
      <h3 className="bb-receipt__subtitle">{texts.instructionsHeading}</h3>
      <ol className="bb-receipt__instructions">
        {texts.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className="bb-receipt__provider">{texts.provider}</p>
    </article>
  );
}
