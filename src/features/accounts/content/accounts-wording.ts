import { actions } from '@/content/action-wording';
import { requestFailures } from '@/content/request-failures';
import type { Bilingual } from '@/i18n/text';
import { ROLE_NAMES } from '#contracts/role-names';
import type { StaffRole } from '#contracts/roles';

/** A staff name the rule refuses (src/contracts/text.ts), on the invitation and on one's own account alike. */
export const staffNameInvalid: Bilingual = {
  en: 'Enter a name of up to {max} characters, on one line.',
  ar: 'أدخل اسمًا في سطر واحد لا يزيد على {max} حرفًا.',
};

/** Each role in words, and what it may do in one line (src/contracts/roles.ts). */
export const roleWording: Record<StaffRole, { name: Bilingual; description: Bilingual }> = {
  admissions: {
    name: ROLE_NAMES.admissions,
    description: {
      en: 'Works the inbox: enquiries, calls to families and the admissions pipeline.',
      ar: 'يعمل على صندوق الوارد: الاستفسارات والتواصل مع الأسر ومراحل القبول.',
    },
  },
  manager: {
    name: ROLE_NAMES.manager,
    description: {
      en: 'Reads the reports: counts and times only, never a family’s name, phone or message.',
      ar: 'يطّلع على التقارير: أعداد وأوقات فقط، دون اسم أي أسرة أو هاتفها أو رسالتها.',
    },
  },
  admin: {
    name: ROLE_NAMES.admin,
    description: {
      en: 'Manages staff accounts, reads the audit trail and exports; may also work the inbox and read the reports.',
      ar: 'يدير حسابات الفريق ويطّلع على سجل التدقيق ويصدّر البيانات، ويمكنه أيضًا العمل على صندوق الوارد وقراءة التقارير.',
    },
  },
  clinical: {
    name: ROLE_NAMES.clinical,
    description: {
      en: 'Records the clinical decision on an enquiry from its clinical details and the family’s words, never their name, phone or email.',
      ar: 'يسجّل القرار السريري في الاستفسار استنادًا إلى تفاصيله السريرية وكلمات الأسرة، دون اسمها أو هاتفها أو بريدها الإلكتروني.',
    },
  },
};

/** The admins' accounts page. `{name}`, `{email}`, `{date}`, `{hours}` are filled in at render time. */
export const accountsWording = {
  description: {
    en: 'Invite staff members, change their roles, disable accounts and reset two-step verification.',
    ar: 'دعوة أعضاء الفريق، وتغيير أدوارهم، وإيقاف الحسابات، وإعادة تعيين التحقق بخطوتين.',
  },
  lead: {
    en: 'No one ever types or sees another person’s password: each new member sets their own from the invitation link.',
    ar: 'لا يكتب أحد كلمة مرور غيره ولا يراها: يضع كل عضو جديد كلمة مروره بنفسه من رابط الدعوة.',
  },
  loading: { en: 'Loading the accounts…', ar: 'جارٍ تحميل الحسابات…' },
  loadFailed: { en: 'We could not load the accounts.', ar: 'تعذّر تحميل الحسابات.' },

  accountsTitle: { en: 'Staff accounts', ar: 'حسابات الفريق' },
  accountsCaption: {
    en: 'Staff accounts: name, email, role, two-step verification, last log-in and status',
    ar: 'حسابات الفريق: الاسم والبريد الإلكتروني والدور والتحقق بخطوتين وآخر تسجيل دخول والحالة',
  },
  you: { en: 'you', ar: 'أنت' },
  secondFactorOn: { en: 'Set up', ar: 'مُفعَّل' },
  secondFactorOff: { en: 'Not set up', ar: 'غير مُفعَّل' },
  never: { en: 'Never', ar: 'لم يسجّل الدخول بعد' },
  active: { en: 'Active', ar: 'نشط' },
  disabled: { en: 'Disabled', ar: 'موقوف' },
  /** The disclosure that opens an account's actions: `{name}`. */
  manage: { en: 'Manage', ar: 'إدارة' },
  manageLabel: { en: 'Manage {name}', ar: 'إدارة حساب {name}' },

  invitationsTitle: { en: 'Open invitations', ar: 'الدعوات المفتوحة' },
  invitationsCaption: {
    en: 'Invitations not yet accepted: name, email, role, language and expiry',
    ar: 'الدعوات التي لم تُقبل بعد: الاسم والبريد الإلكتروني والدور واللغة وانتهاء الصلاحية',
  },
  noInvitations: { en: 'No invitation is waiting to be accepted.', ar: 'لا توجد دعوة بانتظار القبول.' },
  withdraw: { en: 'Withdraw', ar: 'سحب الدعوة' },
  withdrawLabel: { en: 'Withdraw the invitation for {name}', ar: 'سحب الدعوة المرسلة إلى {name}' },
  withdrawQuestion: {
    en: 'Withdraw the invitation for {name}? Its link stops working at once.',
    ar: 'هل تريد سحب دعوة {name}؟ يتوقف رابطها عن العمل فورًا.',
  },
  withdrawing: { en: 'Withdrawing…', ar: 'جارٍ السحب…' },
  withdrawn: { en: 'The invitation for {name} is withdrawn.', ar: 'سُحبت دعوة {name}.' },
} satisfies Record<string, Bilingual>;

/** The table's column headings; the phone's cards label the same fields with them. */
export const columnWording = {
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  role: { en: 'Role', ar: 'الدور' },
  secondFactor: { en: 'Two-step verification', ar: 'التحقق بخطوتين' },
  lastSignIn: { en: 'Last log-in', ar: 'آخر تسجيل دخول' },
  status: { en: 'Status', ar: 'الحالة' },
  actions: { en: 'Actions', ar: 'الإجراءات' },
  language: { en: 'Language', ar: 'اللغة' },
  expires: { en: 'Expires', ar: 'تنتهي صلاحيتها' },
} satisfies Record<string, Bilingual>;

/** The invitation form, and the link it gives once. */
export const inviteWording = {
  title: { en: 'Invite a staff member', ar: 'دعوة عضو إلى الفريق' },
  lead: {
    en: 'They receive a link where they choose their own password and set up two-step verification.',
    ar: 'يصله رابط يختار منه كلمة مروره بنفسه ويُعِدّ التحقق بخطوتين.',
  },
  name: { en: 'Full name', ar: 'الاسم الكامل' },
  email: { en: 'Work email', ar: 'البريد الإلكتروني للعمل' },
  role: { en: 'Role', ar: 'الدور' },
  language: { en: 'Language of the staff area', ar: 'لغة مساحة الفريق' },
  languageHint: {
    en: 'The invitation and the staff area open in it; they can change it later on My Account.',
    ar: 'تُفتح الدعوة ومساحة الفريق بهذه اللغة، ويمكنه تغييرها لاحقًا من صفحة «حسابي».',
  },
  submit: { en: 'Create the invitation', ar: 'إنشاء الدعوة' },
  sending: { en: 'Creating…', ar: 'جارٍ الإنشاء…' },
  problems: {
    'name-required': { en: 'Enter their full name.', ar: 'أدخل الاسم الكامل.' },
    'name-invalid': staffNameInvalid,
    'email-required': { en: 'Enter their email address.', ar: 'أدخل البريد الإلكتروني.' },
    'email-format': {
      en: 'Enter an email address like name@example.com.',
      ar: `أدخل بريدًا إلكترونيًا صحيحًا مثل \u2066name@example.com\u2069.`,
    },
  },
  failureTitle: { en: 'The invitation was not created', ar: 'لم تُنشأ الدعوة' },

  readyTitle: { en: 'Invitation for {name}', ar: 'دعوة {name}' },
  emailed: {
    en: 'We emailed this link to {email}. You can also pass it on yourself.',
    ar: 'أرسلنا هذا الرابط إلى {email}، ويمكنك أيضًا إيصاله بنفسك.',
  },
  notEmailed: {
    en: 'This link was not emailed: pass it to {name} yourself, by a channel you trust.',
    ar: 'لم يُرسَل هذا الرابط بالبريد الإلكتروني: أوصله إلى {name} بنفسك عبر وسيلة تثق بها.',
  },
  onlyOnce: {
    en: 'It is shown only this once: copy it now.',
    ar: 'لن يظهر الرابط إلا هذه المرة: انسخه الآن.',
  },
  linkLabel: { en: 'Invitation link', ar: 'رابط الدعوة' },
  copyLink: { en: 'Copy the link', ar: 'نسخ الرابط' },
  /** `{hours}`: INVITATION_HOURS; `{date}`: when it expires. */
  validity: {
    en: 'The link works once, within {hours} hours (until {date}).',
    ar: 'يصلح الرابط مرة واحدة خلال {hours} ساعة (حتى {date}).',
  },
  done: { en: 'Done', ar: 'تم' },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;

/** One account's actions: its role, disabling or enabling it, resetting its two-step verification. */
export const actionWording = {
  panelLabel: { en: 'Manage {name}', ar: 'إدارة حساب {name}' },
  role: { en: 'Role', ar: 'الدور' },
  saveRole: { en: 'Save the role', ar: 'حفظ الدور' },
  saving: actions.saving,
  ownRole: {
    en: 'This is your own account: without the Administrator role you lose this page at once.',
    ar: 'هذا حسابك أنت: إن لم يعد دورك «مسؤول النظام» فستفقد الوصول إلى هذه الصفحة فورًا.',
  },
  ownAccount: {
    en: 'Your own password and two-step verification are on My Account; another administrator can disable your account.',
    ar: 'كلمة مرورك والتحقق بخطوتين الخاصان بك في صفحة «حسابي»، ويمكن لمسؤول نظام آخر إيقاف حسابك.',
  },
  disable: { en: 'Disable the account', ar: 'إيقاف الحساب' },
  enable: { en: 'Enable the account', ar: 'إعادة تفعيل الحساب' },
  disableQuestion: {
    en: 'Disable the account of {name}? They are logged out at once and cannot log in until it is enabled again.',
    ar: 'هل تريد إيقاف حساب {name}؟ سيُسجَّل خروجه فورًا ولن يتمكن من تسجيل الدخول حتى يُعاد تفعيل الحساب.',
  },
  enableQuestion: {
    en: 'Enable the account of {name}? They can log in again with their password and two-step verification.',
    ar: 'هل تريد إعادة تفعيل حساب {name}؟ سيتمكن من تسجيل الدخول مجددًا بكلمة مروره والتحقق بخطوتين.',
  },
  confirmDisable: { en: 'Disable', ar: 'إيقاف' },
  confirmEnable: { en: 'Enable', ar: 'إعادة التفعيل' },
  resetSecondFactor: { en: 'Reset two-step verification', ar: 'إعادة تعيين التحقق بخطوتين' },
  resetQuestion: {
    en: 'Reset the two-step verification of {name}? Their authenticator app and recovery codes stop working; they set it up again from a one-time link, which is emailed to them.',
    ar: 'هل تريد إعادة تعيين التحقق بخطوتين لحساب {name}؟ سيتوقف تطبيق المصادقة ورموز الاسترداد المرتبطة بالحساب عن العمل، وسيُطلب إعداده من جديد من رابط صالح لمرة واحدة يُرسَل إلى بريد الحساب.',
  },
  /** An account with no two-step verification yet (a new account, an earlier reset): a new link replaces any earlier one. */
  sendLink: { en: 'Send a new setup link', ar: 'إرسال رابط إعداد جديد' },
  sendLinkQuestion: {
    en: 'Send {name} a new one-time link to set up two-step verification? Any earlier link stops working.',
    ar: 'هل تريد إرسال رابط جديد صالح لمرة واحدة إلى {name} لإعداد التحقق بخطوتين؟ سيتوقف أي رابط سابق عن العمل.',
  },
  confirmSendLink: { en: 'Send', ar: 'إرسال' },
  /** The link, shown this once: `{name}` is the account's owner, `{date}` when it ends. */
  linkEmailed: {
    en: 'The link was emailed to {name}. If it does not arrive, pass this one on; it works once, with their password, until {date}:',
    ar: 'أُرسل الرابط إلى بريد {name}. إن لم يصله فسلّمه هذا الرابط؛ يصلح مرة واحدة، مع كلمة مروره، حتى {date}:',
  },
  linkNotEmailed: {
    en: 'The link could not be emailed: pass it on to {name} yourself. It works once, with their password, until {date}:',
    ar: 'تعذّر إرسال الرابط بالبريد، فسلّمه إلى {name} بنفسك. يصلح مرة واحدة، مع كلمة مروره، حتى {date}:',
  },
  confirmReset: { en: 'Reset', ar: 'إعادة الضبط' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  working: { en: 'Working…', ar: 'جارٍ التنفيذ…' },
  /** What the page announces once a change is saved. */
  done: {
    role: { en: 'The role of {name} is now {role}.', ar: 'أصبح دور {name}: {role}.' },
    disabled: { en: 'The account of {name} is disabled.', ar: 'أُوقف حساب {name}.' },
    enabled: { en: 'The account of {name} is enabled again.', ar: 'أُعيد تفعيل حساب {name}.' },
    reset: {
      en: 'The two-step verification of {name} is reset: they set it up again from a one-time link.',
      ar: 'أُعيد تعيين التحقق بخطوتين لحساب {name}، وسيُطلب إعداده من جديد من رابط صالح لمرة واحدة.',
    },
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;

/** Why a change to an account or an invitation did not go through, in words. */
export const problemWording = {
  lastAdmin: {
    en: 'There must always be at least one active administrator. Make someone else an administrator first.',
    ar: 'يجب أن يبقى مسؤول نظام نشط واحد على الأقل. اجعل عضوًا آخر مسؤولًا للنظام أولًا.',
  },
  accountExists: {
    en: 'An account or an open invitation with this email already exists.',
    ar: 'يوجد بالفعل حساب أو دعوة مفتوحة بهذا البريد الإلكتروني.',
  },
  conflict: {
    en: 'Someone else changed this first. The list now shows the current state: check it and try again.',
    ar: 'سبقك أحد إلى تغيير ذلك. تعرض القائمة الآن الحالة الحالية: راجعها ثم أعد المحاولة.',
  },
  gone: {
    en: 'This account or invitation no longer exists. The list is up to date now.',
    ar: 'لم يعد هذا الحساب أو هذه الدعوة موجودًا. القائمة الآن محدّثة.',
  },
  forbidden: {
    en: 'Your account does not have permission to manage staff accounts.',
    ar: 'لا يملك حسابك صلاحية إدارة حسابات الفريق.',
  },
  invalid: {
    en: 'The server did not accept these details. Check them and try again.',
    ar: 'لم يقبل الخادم هذه البيانات. راجعها ثم أعد المحاولة.',
  },
  tooMany: requestFailures.tooMany,
  network: requestFailures.network,
  server: requestFailures.server,
} satisfies Record<string, Bilingual>;

/** "3 accounts" / «٣ حسابات», with Arabic's number agreement. */
export function describeAccounts(count: number, formatted: string): Bilingual {
  const en = `${formatted} ${count === 1 ? 'account' : 'accounts'}`;
  let ar: string;
  if (count === 0) ar = 'لا توجد حسابات';
  else if (count === 1) ar = 'حساب واحد';
  else if (count === 2) ar = 'حسابان';
  else if (count % 100 >= 3 && count % 100 <= 10) ar = `${formatted} حسابات`;
  else if (count % 100 >= 11) ar = `${formatted} حسابًا`;
  else ar = `${formatted} حساب`;
  return { en, ar };
}
