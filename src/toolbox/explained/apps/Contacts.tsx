import {useEffect, useState, type ReactNode} from 'react';
import {contactContext, emailOf, sampleContacts} from '../sampleData';
import {Action, AppWindow, reason, SelectField, setUp, type AppStatus, type CallingAppProps} from './shared';

/**
 * The Contacts app: shares a person (`fdc3.contact`), which the instrument
 * listeners of the other apps do not take, and asks for a call with
 * StartCall, which no app on this desktop handles.
 */
export function Contacts({port, receiver, initialChannels}: CallingAppProps): ReactNode {
  const [ready, setReady] = useState(false);
  const [email, setEmail] = useState(sampleContacts[0].email);
  const [status, setStatus] = useState<AppStatus | undefined>();

  useEffect(
    () =>
      setUp(
        [
          port.handle('ViewContact', (context) => {
            const asked = sampleContacts.find((c) => c.email === emailOf(context));
            if (asked) setEmail(asked.email);
            setStatus({tone: 'info', text: `Opened ${asked?.name ?? 'a contact'} for ViewContact.`});
          }),
        ],
        () => setReady(true),
      ),
    [port],
  );

  const contact = sampleContacts.find((c) => c.email === email) ?? sampleContacts[0];
  const context = contactContext(contact);

  const broadcast = async () => {
    await port.broadcast(context);
    setStatus({tone: 'info', text: `Broadcast ${contact.name}. Listeners for instruments do not get it.`});
  };

  const call = async () => {
    setStatus({tone: 'info', text: `Raised StartCall for ${contact.name}…`});
    try {
      const app = await port.raiseIntent('StartCall', context);
      setStatus({tone: 'info', text: `StartCall was handled by ${app}.`});
    } catch (error) {
      setStatus({tone: 'error', text: `StartCall was rejected with ${reason(error)}: no app here can make calls.`});
    }
  };

  return (
    <AppWindow
      appId="contacts"
      title="Contacts"
      purpose="People you work with (made up). Handles ViewContact."
      port={port}
      initialChannels={initialChannels}
      ready={ready}
      status={status}
    >
      <SelectField
        label="Contact"
        value={email}
        options={sampleContacts.map((c) => ({value: c.email, text: `${c.name} (${c.email})`}))}
        onChange={setEmail}
      />
      <ul className="tb-actions">
        <Action label="Broadcast" code={`${receiver}.broadcast(contact)`} onClick={() => void broadcast()} disabled={!ready} />
        <Action label="Start call" code={`${receiver}.raiseIntent("StartCall", contact)`} onClick={() => void call()} disabled={!ready} />
      </ul>
    </AppWindow>
  );
}
