// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/ProfilesDialog.h"
#include "ui/widgets/Theme.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "console/AccessAdvice.h"
#include "console/ConsoleSession.h"
#include "secrets/SecretStore.h"
#include "store/ProfileStore.h"
#include "ui/widgets/MessageBox.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

namespace {

// Read by "Test connection": any valid key works, reading never changes a lock.

QLabel* makeNote(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ProfilesDialog::ProfilesDialog(ProfileStore& profiles, SecretStore& secrets, QWidget* parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_project(new QLineEdit(this))
    , m_caFile(new QLineEdit(this))
    , m_key(new QLineEdit(this))
    , m_teamStore(new QLineEdit(this))
    , m_storePassword(new QLineEdit(this))
    , m_readOnly(new QCheckBox(tr("Read-only (production-safe): no force release, no test "
                                  "leases"),
                               this))
    , m_validation(makeNote(this))
    , m_keyStatus(makeNote(this))
    , m_testResult(makeNote(this))
    , m_save(new QPushButton(tr("&Save"), this))
    , m_use(new QPushButton(tr("&Use This Profile"), this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_remove(new QPushButton(QIcon(QStringLiteral(":/icons/remove.svg")), tr("Remove"), this)) {
    setWindowTitle(tr("Connection Profiles"));
    resize(760, 420);
    m_url->setPlaceholderText(QStringLiteral("https://api.example.com/v1"));
    m_project->setPlaceholderText(tr("e.g. payments-prod"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("leave empty to keep the stored key"));
    m_key->setToolTip(tr("Kept in the OS keychain, never in settings or logs"));
    Theme::setTone(m_validation, Theme::Tone::Error);

    auto* add = new QPushButton(QIcon(QStringLiteral(":/icons/add-key.svg")), tr("New"), this);
    add->setObjectName(QStringLiteral("addProfileButton"));
    connect(add, &QPushButton::clicked, this, &ProfilesDialog::newProfile);
    connect(m_remove, &QPushButton::clicked, this, &ProfilesDialog::removeProfile);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    auto* left = new QVBoxLayout;
    left->addWidget(m_list);
    left->addLayout(listButtons);

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Base &URL:"), m_url);
    form->addRow(tr("&Project label:"), m_project);
    m_caFile->setPlaceholderText(tr("optional: PEM file of a private CA"));
    m_caFile->setToolTip(tr("Trusted on top of the system trust store, for a server whose "
                            "certificate a private CA signed. TLS errors are never ignored."));
    form->addRow(tr("&CA file:"), m_caFile);
    form->addRow(tr("Service &key:"), m_key);
    form->addRow(QString(), m_keyStatus);
    m_teamStore->setObjectName(QStringLiteral("teamStoreEdit"));
    m_teamStore->setPlaceholderText(tr("optional: postgresql://you@db.example.com/locks"));
    m_teamStore->setToolTip(tr("Team mode: read what the team's recorder writes to this store "
                               "instead of polling (docs/team-mode.md). Empty: solo mode."));
    m_storePassword->setObjectName(QStringLiteral("storePasswordEdit"));
    m_storePassword->setEchoMode(QLineEdit::Password);
    m_storePassword->setPlaceholderText(tr("leave empty to keep the stored password"));
    m_storePassword->setToolTip(tr("Kept in the OS keychain, never in settings or logs"));
    form->addRow(tr("&Team store:"), m_teamStore);
    form->addRow(tr("Store pass&word:"), m_storePassword);
    form->addRow(QString(), m_readOnly);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_test);
    actions->addStretch();
    actions->addWidget(m_save);
    actions->addWidget(m_use);
    auto* right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_validation);
    right->addWidget(m_testResult);
    right->addStretch();
    right->addLayout(actions);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 2);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(close);

    m_list->setAccessibleName(tr("Profiles"));
    connect(m_list, &QListWidget::currentRowChanged, this, &ProfilesDialog::onListSelection);
    for (QLineEdit* edit : {m_name, m_url, m_project, m_caFile, m_teamStore})
        connect(edit, &QLineEdit::textEdited, this, &ProfilesDialog::onEdited);
    for (QLineEdit* edit : {m_name, m_url, m_project, m_caFile, m_teamStore})
        connect(edit, &QLineEdit::textChanged, this, &ProfilesDialog::validate);
    connect(m_readOnly, &QCheckBox::clicked, this, &ProfilesDialog::onEdited);
    // Tab in reading order: the list and its buttons, the form, then the actions left to
    // right (the buttons were made before the list, which would put them first).
    const QList<QWidget*> order{m_list,     add,      m_remove, m_name,      m_url,
                                m_project,  m_caFile, m_key,    m_teamStore, m_storePassword,
                                m_readOnly, m_test,   m_save,   m_use};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
    connect(m_save, &QPushButton::clicked, this, &ProfilesDialog::save);
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (save())
            Q_EMIT useRequested(m_editingId);
    });
    connect(m_test, &QPushButton::clicked, this, &ProfilesDialog::testConnection);
    connect(&m_secrets, &SecretStore::secretWritten, this, &ProfilesDialog::onSecretWritten);
    connect(&m_secrets, &SecretStore::failed, this, &ProfilesDialog::onSecretFailed);

    reloadList();
    if (!m_profiles.currentId().isEmpty())
        selectProfile(m_profiles.currentId());
    else if (m_list->count() == 0)
        newProfile();
    else
        m_list->setCurrentRow(0);
}

ProfilesDialog::~ProfilesDialog() = default;

void ProfilesDialog::selectProfile(const QString& id) {
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(row);
            return;
        }
    }
}

QString ProfilesDialog::validationText() const {
    return m_validation->text();
}

QString ProfilesDialog::keyStatusText() const {
    return m_keyStatus->text();
}

QString ProfilesDialog::testResultText() const {
    return m_testResult->text();
}

bool ProfilesDialog::save() {
    ConnectionProfile profile = formProfile();
    if (const auto saved = m_profiles.save(profile); !saved) {
        m_validation->setText(saved.error().message);
        return false;
    }
    m_editingId = profile.id;
    m_loaded = profile;
    m_edited = false;
    const QString key = m_key->text();
    const bool keyChanged = !key.isEmpty() && !m_editingEmbedded;
    if (keyChanged) {
        m_secrets.write(SecretRef::serviceKey(profile.id), key);
        m_key->clear();
        m_keyStatus->setText(tr("Storing the key…"));
    }
    if (!m_storePassword->text().isEmpty()) {
        m_secrets.write(SecretRef::storePassword(profile.id), m_storePassword->text());
        m_storePassword->clear();
    }
    reloadList();
    selectProfile(profile.id);
    Q_EMIT profileSaved(profile.id, keyChanged);
    return true;
}

void ProfilesDialog::testConnection() {
    m_testResult->setText(tr("Testing…"));
    if (!m_key->text().isEmpty() || m_editingEmbedded || m_editingId.isEmpty()) {
        probeWith(m_key->text());
        return;
    }
    // Use the stored key without ever putting it in a widget.
    const SecretRef wanted = SecretRef::serviceKey(m_editingId);
    auto* context = new QObject(this);
    connect(&m_secrets, &SecretStore::secretRead, context,
            [this, wanted, context](const SecretRef& ref, const QString& secret) {
                if (ref != wanted)
                    return;
                context->deleteLater();
                probeWith(secret);
            });
    connect(&m_secrets, &SecretStore::secretNotFound, context,
            [this, wanted, context](const SecretRef& ref) {
                if (ref != wanted)
                    return;
                context->deleteLater();
                m_testResult->setText(tr("No service key is stored for this profile: type it "
                                         "in the Service key field."));
            });
    m_secrets.read(wanted);
}

QString ProfilesDialog::probeOutcomeText(const OperationResult& result) {
    if (result.ok())
        return tr("Connected: the server answered and accepted the key (read %L1 ms).")
            .arg(result.latencyMs);
    if (const auto advice = accessadvice::forError(*result.error))
        return *advice;
    return tr("Failed: %1").arg(result.error->advice());
}

void ProfilesDialog::probeWith(const QString& serviceKey) {
    const ConnectionProfile profile = formProfile();
    if (m_editingEmbedded) {
        m_testResult->setText(tr("The embedded sandbox is started and keyed by the console."));
        return;
    }
    m_probeClient = std::make_unique<LockClient>();
    m_probeClient->setBaseUrl(profile.baseUrl);
    m_probeClient->setServiceKey(serviceKey);
    (void)m_probeClient->setCaCertificatesFile(profile.caFile); // validate() checked the file
    m_probeClient->setTransferTimeout(std::chrono::seconds(10));
    PendingCall* call = m_probeClient->read(ConsoleSession::connectionTestKey());
    connect(call, &PendingCall::finished, this, [this](const OperationResult& result) {
        m_testResult->setText(probeOutcomeText(result));
    });
}

void ProfilesDialog::reloadList() {
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const ConnectionProfile& profile : m_profiles.profiles()) {
        QString label = profile.name;
        if (profile.readOnly)
            label += tr(" (read-only)");
        auto* item = new QListWidgetItem(label, m_list);
        item->setData(Qt::UserRole, profile.id);
        if (profile.id == m_profiles.currentId()) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
}

void ProfilesDialog::onListSelection() {
    QListWidgetItem* item = m_list->currentItem();
    if (!item)
        return;
    const QString id = item->data(Qt::UserRole).toString();
    if (id == m_editingId)
        return;
    if (!settleUnsavedEdits()) {
        // Stay on the profile being edited.
        const QSignalBlocker blocker(m_list);
        selectProfile(m_editingId);
        if (m_editingId.isEmpty())
            m_list->setCurrentRow(-1);
        return;
    }
    if (const auto profile = m_profiles.profile(id))
        loadForm(*profile);
}

void ProfilesDialog::onEdited() {
    m_edited = true;
    validate();
}

bool ProfilesDialog::hasUnsavedEdits() const {
    if (!m_key->text().isEmpty() || !m_storePassword->text().isEmpty())
        return true;
    if (!m_edited)
        return false;
    const ConnectionProfile form = formProfile();
    return form.name != m_loaded.name || form.baseUrl != m_loaded.baseUrl ||
           form.projectLabel != m_loaded.projectLabel || form.readOnly != m_loaded.readOnly ||
           form.caFile != m_loaded.caFile || form.teamStore != m_loaded.teamStore;
}

bool ProfilesDialog::settleUnsavedEdits() {
    if (!hasUnsavedEdits())
        return true;
    const auto answer = MessageBox::question(
        this, tr("Unsaved Changes"),
        tr("The profile \"%1\" has changes that are not saved. Save them?").arg(m_name->text()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ProfilesDialog::reject() {
    if (settleUnsavedEdits())
        QDialog::reject();
}

void ProfilesDialog::newProfile() {
    if (!settleUnsavedEdits())
        return;
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentRow(-1);
    m_list->clearSelection();
    ConnectionProfile fresh;
    fresh.name = tr("New profile");
    loadForm(fresh);
    m_name->setFocus();
    m_name->selectAll();
}

void ProfilesDialog::removeProfile() {
    if (m_editingId.isEmpty())
        return;
    const auto answer = MessageBox::question(
        this, tr("Remove Profile"),
        tr("Remove the profile \"%1\" and its stored service key? Its watchlist and history "
           "stay in the database.")
            .arg(m_name->text()));
    if (answer != QMessageBox::Yes)
        return;
    m_secrets.remove(SecretRef::serviceKey(m_editingId));
    m_secrets.remove(SecretRef::storePassword(m_editingId));
    m_profiles.remove(m_editingId);
    reloadList();
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    else
        newProfile();
}

void ProfilesDialog::loadForm(const ConnectionProfile& profile) {
    m_loaded = profile;
    m_edited = false;
    m_editingId = profile.id;
    m_editingEmbedded = profile.embeddedSandbox;
    m_name->setText(profile.name);
    m_url->setText(profile.baseUrl.toString());
    m_project->setText(profile.projectLabel);
    m_caFile->setText(profile.caFile);
    m_teamStore->setText(profile.teamStore);
    m_readOnly->setChecked(profile.readOnly);
    m_key->clear();
    m_storePassword->clear();
    m_url->setReadOnly(profile.embeddedSandbox);
    m_key->setEnabled(!profile.embeddedSandbox);
    m_remove->setEnabled(!profile.id.isEmpty());
    m_testResult->clear();
    if (profile.embeddedSandbox)
        m_keyStatus->setText(tr("The embedded sandbox runs on this machine; the console "
                                "starts it and generates its key."));
    else if (!m_secrets.isPersistent())
        m_keyStatus->setText(m_secrets.fallbackReason());
    else
        m_keyStatus->setText(tr("The key is kept in the OS keychain, never in settings."));
    validate();
}

ConnectionProfile ProfilesDialog::formProfile() const {
    ConnectionProfile profile;
    if (!m_editingId.isEmpty()) {
        if (const auto stored = m_profiles.profile(m_editingId))
            profile = *stored;
    }
    profile.id = m_editingId;
    profile.name = m_name->text().trimmed();
    profile.baseUrl = QUrl(m_url->text().trimmed(), QUrl::StrictMode);
    profile.projectLabel = m_project->text().trimmed();
    profile.readOnly = m_readOnly->isChecked();
    profile.caFile = m_caFile->text().trimmed();
    profile.teamStore = m_teamStore->text().trimmed();
    return profile;
}

void ProfilesDialog::validate() {
    const auto valid = formProfile().validate();
    // A new profile is not wrong before anything is typed: Save stays off, without a scolding.
    const bool untouchedNew = m_editingId.isEmpty() && !m_edited;
    m_validation->setText(valid || untouchedNew ? QString() : valid.error().message);
    m_save->setEnabled(valid.has_value());
    m_use->setEnabled(valid.has_value());
    m_test->setEnabled(valid.has_value());
}

void ProfilesDialog::onSecretWritten(const SecretRef& ref, bool persisted) {
    if (ref != SecretRef::serviceKey(m_editingId))
        return;
    // Not persisted: the reason already says that keys are kept in memory only.
    m_keyStatus->setText(persisted ? tr("Key stored in the OS keychain.")
                                   : m_secrets.fallbackReason() + QLatin1Char(' ') +
                                         tr("Enter the key again after a restart."));
}

void ProfilesDialog::onSecretFailed(const SecretRef& ref, const QString& reason) {
    if (ref == SecretRef::serviceKey(m_editingId))
        m_keyStatus->setText(tr("Could not store the key. %1").arg(reason));
}

} // namespace volcano::ui
