import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
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

function TrailTable({ trail }: { trail: PhotoTrail }) {
  if (trail.events.length === 0) return <p className="bb-operator__muted">{texts.empty}</p>;
  return (
    <div className="bb-operator__table-wrapper">
      <table className="bb-operator__table">
        <caption>{texts.caption(trail.id)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.at}</th>
            <th scope="col">{texts.columns.event}</th>
            <th scope="col">{texts.columns.actor}</th>
          </tr>
        </thead>
        <tbody>
          {trail.events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td>{formatGermanDateTime(event.at)}</td>
              <td>{event.event}</td>
              <td>{event.actor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        {({ isSubmitting }) => (
          <Form noValidate className="bb-authorities-inline-form">
            <TextField
              name="id"
              label={texts.id}
              hint={texts.idHint}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? texts.submitting : texts.submit}
            </Button>
          </Form>
        )}
      </Formik>
      {isFetching ? null : isError ? (
        <Alert variant="error">{trailFailure(error)}</Alert>
      ) : data ? (
        <TrailTable trail={data} />
      ) : null}
    </section>
  );
}
