import { useState, type FormEvent } from 'react';
import type { NotificationAudience, Role } from 'shared-contracts';
import { Alert, Box, Button, Card, Grid, Heading, Input, Stack, Text } from 'shared-ui';
import { FormField, PortalToaster, Select, showToast } from 'shared-ui/widgets';
import { MessageText } from '../../common/components/MessageText';
import { TextArea } from '../../common/components/controls';
import { useSendCustomNotification } from './api/sendCustomNotification';
import { ChoiceGroup } from './components/ChoiceGroup';
import { EmployeeChooser } from './components/EmployeeChooser';
import { useT } from './i18n';
import {
  EMPTY_FORM,
  MESSAGE_MAX,
  TITLE_MAX,
  audienceOptions,
  customPayload,
  customServerErrors,
  isComplete,
  kindOptions,
  roleOptions,
  sentToast,
  type CustomField,
  type CustomFormErrors,
  type CustomFormValues,
  type CustomKind,
} from './model/customNotificationForm';

/** /custom_notifications below its header: the form, its preview and the toaster (CustomNotificationsPage). */
export default function CustomNotificationsPageBody() {
  const t = useT();
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
          showToast(sentToast(t, answer));
          setValues(EMPTY_FORM);
        },
        onError: (error) => {
          const server = customServerErrors(t, error);
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
            <form aria-label={t('form.label')} noValidate onSubmit={submit}>
              <Stack gap="5">
                <ChoiceGroup<CustomKind>
                  legend={t('form.kind')}
                  name="kind"
                  value={values.kind}
                  options={kindOptions(t)}
                  disabled={pending}
                  onChange={(kind) => change('kind', kind)}
                />
                <FormField id="custom-title" label={t('form.title')} error={errors.title} helper={`${values.title.length}/${TITLE_MAX}`} required disabled={pending}>
                  {(control) => (
                    <Input {...control} name="title" autoComplete="off" maxLength={TITLE_MAX} value={values.title} onChange={(event) => change('title', event.target.value)} />
                  )}
                </FormField>
                <FormField
                  id="custom-message"
                  label={t('form.message')}
                  error={errors.message}
                  helper={t('form.messageHelper', { length: values.message.length, max: MESSAGE_MAX })}
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
                  legend={t('form.audience')}
                  name="audience"
                  value={values.audience}
                  options={audienceOptions(t)}
                  disabled={pending}
                  error={errors.audience}
                  onChange={(audience) => change('audience', audience)}
                />
                {values.audience === 'role' ? (
                  <FormField id="custom-role" label={t('form.role')} error={errors.role} required disabled={pending}>
                    {(control) => (
                      <Select
                        control={control}
                        name="role"
                        disabled={pending}
                        value={values.role}
                        options={roleOptions()}
                        placeholder={t('form.chooseRole')}
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
                  <Button type="submit" colorPalette="brand" disabled={!complete} loading={pending} loadingText={t('form.sending')}>
                    {t('form.send')}
                  </Button>
                </Box>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="subtle" as="section" aria-label={t('preview.label')}>
          <Card.Body p={{ base: '4', lg: '6' }} gap="2">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {t('preview.label')}
            </Text>
            <Heading as="h2" size="sm" wordBreak="break-word">
              {values.title.trim() || t('preview.title')}
            </Heading>
            {values.message.trim() === '' ? (
              <Text fontSize="sm" color="fg.muted">
                {t('preview.empty')}
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
