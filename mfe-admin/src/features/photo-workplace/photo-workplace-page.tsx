import { useCallback, useEffect, useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { Stepper } from 'shared-ui/components/stepper';
import type { UserType } from 'shared-ui/session/session-slice';
import type { AgeGroup, CropRect } from '../photo-check/photo-check-types';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { RequireSession } from '../session-guard/require-session';
import { CaptureStep } from './capture-step';
import { ChoiceStep } from './choice-step';
import { CropEditor } from './crop-editor';
import { ReceiptStep } from './receipt-step';
import { TransferHistory } from './transfer-history';
import { TransferStep } from './transfer-step';
import { useShots } from './use-shots';
import { useTransfer, type Override } from './use-transfer';
import { WorkplaceGate, type StudioLocation } from './workplace-gate';
import { workplaceTexts as texts } from './workplace-texts';
import './photo-workplace.css';

type Step = 'capture' | 'crop' | 'choice' | 'transfer' | 'receipt';
const stepIndex: Record<Step, number> = { capture: 0, crop: 1, choice: 2, transfer: 3, receipt: 4 };

interface WorkplaceProps {
  userType: UserType;
  location: StudioLocation;
  locations: StudioLocation[];
  changeLocation: (() => void) | null;
}

/** One customer from the first shot to the printed code; "Neuer Kunde" starts over empty. */
function Workplace({ userType, location, locations, changeLocation }: WorkplaceProps) {
  const [tab, setTab] = useState<'work' | 'history'>('work');
  const [ageGroup, setAgeGroup] = useState<AgeGroup>('erwachsene');
  const [step, setStep] = useState<Step>('capture');
  const [cropKey, setCropKey] = useState<number | null>(null);
  const [chosenKey, setChosenKey] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const shots = useShots(ageGroup);
  const transfer = useTransfer();
  const { clear: clearShots } = shots;
  const { clear: clearTransfer } = transfer;

  const cropShot = shots.shots.find((shot) => shot.key === cropKey);
  const chosenShot = shots.shots.find((shot) => shot.key === chosenKey && shot.output);

  const newCustomer = useCallback(() => {
    clearTransfer();
    clearShots();
    setChosenKey(null);
    setConfirmed(false);
    setCropKey(null);
    setStep('capture');
  }, [clearShots, clearTransfer]);

  // Leaving the page drops the key as "Neuer Kunde" does (the shots clean up themselves).
  useEffect(() => () => clearTransfer(), [clearTransfer]);

  // A stored photo leads to its receipt; "Neuer Kunde" clears the transfer and starts over.
  const shownStep: Step = transfer.state.kind === 'sent' ? 'receipt' : step;

  async function applyCrop(crop: CropRect) {
    if (cropKey === null) return;
    await shots.applyCrop(cropKey, crop);
    setStep('capture');
    setCropKey(null);
  }

  function send(override: Override | null) {
    if (!chosenShot?.output) return;
    const { output } = chosenShot;
    void transfer.send({
      shotKey: chosenShot.key,
      jpeg: output.jpeg,
      capturedAt: chosenShot.capturedAt,
      locationId: location.id,
      checkPassed: output.overall === null ? null : output.overall !== 'red',
      override,
    });
  }

  return (
    <AdminPage
      title={texts.title}
      back={backToDashboard(userType)}
      className="bb-workplace"
      actions={
        <div className="bb-workplace__tabs" role="group" aria-label={texts.tabs.label}>
          <Button
            variant={tab === 'work' ? 'primary' : 'secondary'}
            aria-pressed={tab === 'work'}
            onClick={() => setTab('work')}
          >
            {texts.tabs.work}
          </Button>
          <Button
            variant={tab === 'history' ? 'primary' : 'secondary'}
            aria-pressed={tab === 'history'}
            onClick={() => setTab('history')}
          >
            {texts.tabs.history}
          </Button>
        </div>
      }
    >
      <p className="bb-workplace__location bb-workplace__no-print">
        {texts.gate.location} <strong>{location.name}</strong>, {location.address}
        {changeLocation && shownStep === 'capture' && shots.shots.length === 0 ? (
          <>
            {' '}
            <Button variant="link" onClick={changeLocation}>
              {texts.gate.changeLocation}
            </Button>
          </>
        ) : null}
      </p>
      {tab === 'history' ? (
        <TransferHistory userType={userType} locations={locations} />
      ) : (
        <div className="bb-workplace__work">
          <p className="bb-workplace__no-print">{texts.intro}</p>
          <div className="bb-workplace__no-print">
            <Stepper steps={texts.steps} current={stepIndex[shownStep]} label={texts.title} />
          </div>
          {shownStep === 'capture' ? (
            <CaptureStep
              ageGroup={ageGroup}
              onAgeGroup={setAgeGroup}
              shots={shots.shots}
              checkerStatus={shots.checkerStatus}
              onRetryChecker={() => void shots.retryChecker().catch(() => undefined)}
              onAdd={shots.add}
              onRemove={(key) => {
                shots.remove(key);
                if (key === chosenKey) setChosenKey(null);
              }}
              onCrop={(key) => {
                setCropKey(key);
                setStep('crop');
              }}
              onNext={() => setStep('choice')}
            />
          ) : null}
          {shownStep === 'crop' && cropShot ? (
            <CropEditor
              shot={cropShot}
              ageGroup={ageGroup}
              onApply={applyCrop}
              onCancel={() => setStep('capture')}
            />
          ) : null}
          {shownStep === 'choice' ? (
            <ChoiceStep
              shots={shots.shots}
              chosenKey={chosenKey}
              confirmed={confirmed}
              onChoose={(key) => {
                setChosenKey(key);
                setConfirmed(false);
              }}
              onConfirm={setConfirmed}
              onBack={() => setStep('capture')}
              onNext={() => setStep('transfer')}
            />
          ) : null}
          {shownStep === 'transfer' && chosenShot ? (
            <TransferStep
              shot={chosenShot}
              state={transfer.state}
              onSend={send}
              onBack={() => setStep('choice')}
            />
          ) : null}
          {transfer.state.kind === 'sent' ? (
            <ReceiptStep
              data={{
                codeUrl: transfer.state.codeUrl,
                studioName: location.name,
                studioAddress: location.address,
                capturedAt: transfer.state.stored.captured_at,
                expiresAt: transfer.state.stored.expires_at,
              }}
              onNewCustomer={newCustomer}
            />
          ) : null}
        </div>
      )}
    </AdminPage>
  );
}

/**
 * /Passbild, the studio's photo workplace (issue 17): studio staff only; the gate explains
 * what is missing (eID, an approved location, an unblocked company).
 */
export default function PhotoWorkplacePage() {
  return (
    <RequireSession allowed={['owner', 'manager', 'employee']}>
      {(userType) => (
        <WorkplaceGate userType={userType}>
          {(context) => <Workplace userType={userType} {...context} />}
        </WorkplaceGate>
      )}
    </RequireSession>
  );
}
