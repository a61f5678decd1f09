import { useState, type FormEvent } from 'react';
import type { NotificationAudience, Role } from 'shared-contracts';
import { Alert, Box, Button, Card, Grid, Heading, Input, Stack, Text } from 'shared-ui';
import { FormField, PortalToaster, Select, showToast } from 'shared-ui/widgets';
import { MessageText } from '../../common/components/MessageText';
import { TextArea } from '../../common/components/controls';
import { useSendCustomNotification } from './api/sendCustomNotification';
import { ChoiceGroup } from './components/ChoiceGroup';
import { EmployeeChooser } from './components/EmployeeChooser';
import {
  AUDIENCE_OPTIONS,
  EMPTY_FORM,
  KIND_OPTIONS,
  MESSAGE_MAX,
  ROLE_OPTIONS,
  TITLE_MAX,
  customPayload,
  customServerErrors,
  isComplete,
  sentToast,
  type CustomField,
  type CustomFormErrors,
  type CustomFormValues,
  type CustomKind,
} from './model/customNotificationForm';

/** /custom_notifications below its header: the form, its preview and the toaster (CustomNotificationsPage). */
export default function CustomNotificationsPageBody() {
  const send = useSendCustomNotification();
  const [values, setValues] = useState<CustomFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<CustomFormErrors>({});
  const [other, setOther] = useState<string>();
  const pending = send.isPending;
  const complete = isComplete(values);

  const change = <K extends keyof CustomFormValues>(field: K, value: CustomFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'kind') return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field as CustomField];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !complete) return;
    setErrors({});
    setOther(undefined);
    send.mutate(
      { kind: values.kind, body: customPayload(values) },
      {
        onSuccess: (answer) => {
          showToast(sentToast(answer));
          setValues(EMPTY_FORM);
        },
        onError: (error) => {
          const server = customServerErrors(error);
          setErrors(server.fields);
          setOther(server.other);
        },
      },
    );
  };

  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body p={{ base: '4', lg: '6' }}>
            <form aria-label="Custom notification" noValidate onSubmit={submit}>
              <Stack gap="5">
                <ChoiceGroup<CustomKind>
                  legend="Kind"
                  name="kind"
                  value={values.kind}
                  options={KIND_OPTIONS}
                  disabled={pending}
                  onChange={(kind) => change('kind', kind)}
                />
                <FormField id="custom-title" label="Title" error={errors.title} helper={`${values.title.length}/${TITLE_MAX}`} required disabled={pending}>
                  {(control) => (
                    <Input {...control} name="title" autoComplete="off" maxLength={TITLE_MAX} value={values.title} onChange={(event) => change('title', event.target.value)} />
                  )}
                </FormField>
                <FormField
                  id="custom-message"
                  label="Message"
                  error={errors.message}
                  helper={`**Double asterisks** make text bold; Enter starts a new line. ${values.message.length}/${MESSAGE_MAX}`}
                  required
                  disabled={pending}
                >
                  {(control) => (
                    <TextArea
                      {...control}
                      name="message"
                      rows={6}
                      maxLength={MESSAGE_MAX}
                      disabled={pending}
                      value={values.message}
                      onChange={(event) => change('message', event.target.value)}
                    />
                  )}
                </FormField>
                <ChoiceGroup<NotificationAudience>
                  legend="Audience"
                  name="audience"
                  value={values.audience}
                  options={AUDIENCE_OPTIONS}
                  disabled={pending}
                  error={errors.audience}
                  onChange={(audience) => change('audience', audience)}
                />
                {values.audience === 'role' ? (
                  <FormField id="custom-role" label="Role" error={errors.role} required disabled={pending}>
                    {(control) => (
                      <Select
                        control={control}
                        name="role"
                        disabled={pending}
                        value={values.role}
                        options={ROLE_OPTIONS}
                        placeholder="Choose a role"
                        onChange={(role) => change('role', role as Role | '')}
                      />
                    )}
                  </FormField>
                ) : null}
                {values.audience === 'employees' ? (
                  <EmployeeChooser value={values.employeeIds} error={errors.employeeIds} disabled={pending} onChange={(ids) => change('employeeIds', ids)} />
                ) : null}
                {other !== undefined ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="medium">{other}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Box>
                  <Button type="submit" colorPalette="brand" disabled={!complete} loading={pending} loadingText="Sending...">
                    Send
                  </Button>
                </Box>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="subtle" as="section" aria-label="Preview">
          <Card.Body p={{ base: '4', lg: '6' }} gap="2">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              Preview
            </Text>
            <Heading as="h2" size="sm" wordBreak="break-word">
              {values.title.trim() || 'Title'}
            </Heading>
            {values.message.trim() === '' ? (
              <Text fontSize="sm" color="fg.muted">
                The message appears here as people will read it.
              </Text>
            ) : (
              <MessageText message={values.message} fontSize="sm" />
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
      <PortalToaster />
    </>
  );
}
