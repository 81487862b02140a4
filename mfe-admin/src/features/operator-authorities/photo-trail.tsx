import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { SubmitButton } from 'shared-ui/components/submit-button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { TextField } from 'shared-ui/components/text-field';
import type { PhotoTrail } from 'shared-ui/contracts/photos-contract';
import { isPhotoId } from 'shared-ui/photo-code/photo-code';
import { httpStatus, isNetworkError } from 'shared-ui/api/api-errors';
import { formatGermanDateTime } from '../operator/operator-format';
import { operatorTexts } from '../operator/operator-texts';
import { useLazyGetPhotoTrailQuery } from './authorities-api';
import { authoritiesTexts } from './authorities-texts';

const texts = authoritiesTexts.trail;

const trailSchema = yup.object({
  id: yup
    .string()
    .trim()
    .required(texts.invalidId)
    .test('photo-id', texts.invalidId, (value) => isPhotoId(value)),
});

function trailFailure(error: unknown): string {
  if (isNetworkError(error)) return operatorTexts.console.network;
  return httpStatus(error) === 404 ? texts.notFound : texts.failed;
}

/** An event of the trail with its place in it: two events may share time, kind and actor. */
type TrailEvent = PhotoTrail['events'][number] & { position: number };

const trailColumns: DataTableColumn<TrailEvent>[] = [
  sortedColumn(
    'at',
    texts.columns.at,
    (event) => Date.parse(event.at),
    (event) => formatGermanDateTime(event.at),
  ),
  sortedColumn('event', texts.columns.event, (event) => event.event),
  sortedColumn('actor', texts.columns.actor, (event) => event.actor),
];

function TrailTable({ trail }: { trail: PhotoTrail }) {
  const caption = texts.caption(trail.id);
  return (
    <>
      {/* The table's caption is only read out: the heading shows whose trail this is. */}
      {trail.events.length > 0 ? <h3 className="bb-operator__results-heading">{caption}</h3> : null}
      <DataTable
        caption={caption}
        columns={trailColumns}
        rows={trail.events.map((event, position) => ({ ...event, position }))}
        rowKey={(event) => event.position}
        empty={texts.empty}
      />
    </>
  );
}

/** A photo's audit trail by its id: what happened, when and by whom; never the image. */
export function PhotoTrailLookup() {
  const [lookUp, { data, error, isError, isFetching }] = useLazyGetPhotoTrailQuery();
  return (
    <section className="bb-operator__section" aria-labelledby="bb-authorities-trail">
      <h2 id="bb-authorities-trail">{texts.heading}</h2>
      <p>{texts.intro}</p>
      <Formik<{ id: string }>
        initialValues={{ id: '' }}
        validationSchema={trailSchema}
        onSubmit={async ({ id }) => {
          await lookUp(id.trim().toLowerCase());
        }}
      >
        <Form noValidate className="bb-authorities-inline-form">
          <TextField
            name="id"
            label={texts.id}
            hint={texts.idHint}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <SubmitButton variant="secondary" label={texts.submit} busyLabel={texts.submitting} />
        </Form>
      </Formik>
      {isFetching ? null : isError ? (
        <Alert variant="error">{trailFailure(error)}</Alert>
      ) : data ? (
        <TrailTable trail={data} />
      ) : null}
    </section>
  );
}
