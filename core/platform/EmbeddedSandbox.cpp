// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "platform/EmbeddedSandbox.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QTimer>

#if defined(Q_OS_LINUX)
#include <csignal>

#include <sys/prctl.h>
#endif

namespace volcano {

Q_LOGGING_CATEGORY(lcEmbedded, "volcano.embeddedsandbox")

namespace {

constexpr QLatin1StringView kProgramName("volcano-lock-sandbox");
constexpr QLatin1StringView kListeningPrefix("listening on ");

// 128 random bits from the system CSPRNG, as hex.
QString randomSecret(QLatin1StringView prefix) {
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()),
                                          bytes.size() / int(sizeof(quint32)));
    return prefix + QString::fromLatin1(bytes.toHex());
}

} // namespace

EmbeddedSandbox::EmbeddedSandbox(QObject* parent)
    : QObject(parent) {}

EmbeddedSandbox::~EmbeddedSandbox() {
    // Receivers may already be half torn down during shutdown.
    const QSignalBlocker blocker(this);
    stop();
}

QString EmbeddedSandbox::dataDir() const {
    if (!m_dataDir.isEmpty())
        return m_dataDir;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/sandbox");
}

QString EmbeddedSandbox::configPath() const {
    return dataDir() + QStringLiteral("/embedded-config.json");
}

qint64 EmbeddedSandbox::processId() const {
    return m_process ? m_process->processId() : 0;
}

QStringList EmbeddedSandbox::demoKeys() {
    return {QStringLiteral("jobs:scheduler-leader"),
            QStringLiteral("billing:reconcile"),
            QStringLiteral("cache:rebuild"),
            QStringLiteral("reports:nightly"),
            QStringLiteral("shard-0"),
            QStringLiteral("shard-1"),
            QStringLiteral("shard-2")};
}

QStringList EmbeddedSandbox::candidatePaths() {
    const QString appDir = QCoreApplication::applicationDirPath();
    QStringList paths = {appDir + QLatin1Char('/') + kProgramName,
                         QDir::cleanPath(appDir + QStringLiteral("/../sandbox/") + kProgramName)};
    const QString onPath = QStandardPaths::findExecutable(kProgramName);
    if (!onPath.isEmpty())
        paths.append(onPath);
    return paths;
}

QString EmbeddedSandbox::findProgram() {
    for (const QString& candidate : candidatePaths()) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
    }
    return {};
}

void EmbeddedSandbox::start() {
    if (m_status == Status::Starting || m_status == Status::Running)
        return;
    m_error.clear();
    m_baseUrl.clear();
    m_stdoutBuffer.clear();
    if (m_program.isEmpty())
        m_program = findProgram();
    if (m_program.isEmpty()) {
        fail(QStringLiteral("cannot find %1 next to the console or on PATH").arg(kProgramName));
        return;
    }
    if (!QDir().mkpath(dataDir()) || !writeConfig()) {
        fail(QStringLiteral("cannot write the sandbox configuration in %1").arg(dataDir()));
        return;
    }
    m_status = Status::Starting;
    m_stopping = false;
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_program);
    m_process->setArguments(arguments());
#if defined(Q_OS_LINUX)
    // A console that crashes or is killed takes its sandbox along (SIGTERM: it still closes
    // its database cleanly) instead of leaving it holding the port and the data folder.
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    // The sandbox logs each request (never a key) to stderr; keep the latest run's log.
    m_process->setStandardErrorFile(dataDir() + QStringLiteral("/sandbox.log"));
    connect(m_process.get(), &QProcess::readyReadStandardOutput, this,
            &EmbeddedSandbox::onStandardOutput);
    connect(m_process.get(), &QProcess::finished, this, &EmbeddedSandbox::onFinished);
    connect(m_process.get(), &QProcess::errorOccurred, this, &EmbeddedSandbox::onProcessError);
    qCInfo(lcEmbedded).noquote() << "starting" << m_program << "in" << dataDir();
    m_process->start();
    QTimer::singleShot(kStartTimeout, this, [this, process = m_process.get()] {
        if (m_status == Status::Starting && m_process.get() == process)
            fail(QStringLiteral("the sandbox did not report its address within %1 s")
                     .arg(kStartTimeout.count() / 1000));
    });
}

bool EmbeddedSandbox::startAndWait(std::chrono::milliseconds timeout) {
    start();
    if (m_status == Status::Starting) {
        QEventLoop loop;
        connect(this, &EmbeddedSandbox::started, &loop, &QEventLoop::quit);
        connect(this, &EmbeddedSandbox::failed, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeout, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return isRunning();
}

void EmbeddedSandbox::stop(std::chrono::milliseconds timeout) {
    if (!m_process)
        return;
    m_stopping = true;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate(); // SIGTERM: the sandbox finishes requests and closes its DB
        if (!m_process->waitForFinished(int(timeout.count()))) {
            qCWarning(lcEmbedded) << "the sandbox ignored SIGTERM; killing it";
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
    // onFinished() normally did this; a process that never started has nothing to report.
    if (m_process) {
        m_process.release()->deleteLater();
        m_status = m_status == Status::Failed ? Status::Failed : Status::NotRunning;
        removeConfig();
    }
}

QStringList EmbeddedSandbox::arguments() const {
    QStringList args = {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                        QStringLiteral("--data"),   dataDir(),
                        QStringLiteral("--config"), configPath()};
    if (m_demo)
        args.append(QStringLiteral("--demo"));
    return args + m_extraArguments;
}

bool EmbeddedSandbox::writeConfig() {
    m_serviceKey = randomSecret(QLatin1StringView("sk_embedded_"));
    m_adminKey = randomSecret(QLatin1StringView("adm_embedded_"));
    const QJsonObject serviceKey{{QStringLiteral("key"), m_serviceKey},
                                 {QStringLiteral("kind"), QStringLiteral("service_role")}};
    const QJsonObject project{{QStringLiteral("id"), projectId()},
                              {QStringLiteral("keys"), QJsonArray{serviceKey}}};
    const QJsonObject config{{QStringLiteral("admin_key"), m_adminKey},
                             {QStringLiteral("projects"), QJsonArray{project}}};
    QFile file(configPath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    // Owner-only before any secret is written into it.
    if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    const QByteArray content = QJsonDocument(config).toJson();
    return file.write(content) == content.size() && file.flush();
}

void EmbeddedSandbox::removeConfig() {
    QFile::remove(configPath());
}

void EmbeddedSandbox::onStandardOutput() {
    m_stdoutBuffer += m_process->readAllStandardOutput();
    // Lines after the first may carry generated keys: they are read and dropped, never logged.
    while (m_status == Status::Starting) {
        const qsizetype end = m_stdoutBuffer.indexOf('\n');
        if (end < 0)
            return;
        const QString line = QString::fromUtf8(m_stdoutBuffer.left(end)).trimmed();
        m_stdoutBuffer.remove(0, end + 1);
        if (!line.startsWith(kListeningPrefix))
            continue;
        const QUrl url(line.mid(kListeningPrefix.size()), QUrl::StrictMode);
        if (!url.isValid() || url.port() <= 0) {
            fail(QStringLiteral("the sandbox reported an unusable address"));
            return;
        }
        m_baseUrl = url;
        m_status = Status::Running;
        qCInfo(lcEmbedded).noquote() << "sandbox listening on" << url.toString();
        Q_EMIT started(url);
    }
    m_stdoutBuffer.clear();
}

void EmbeddedSandbox::onFinished(int exitCode, QProcess::ExitStatus status) {
    const bool crashed = status == QProcess::CrashExit || !m_stopping;
    if (m_status == Status::Starting) {
        fail(QStringLiteral("the sandbox exited (code %1) before listening; see %2")
                 .arg(exitCode)
                 .arg(dataDir() + QStringLiteral("/sandbox.log")));
        return;
    }
    removeConfig();
    if (m_status == Status::Running)
        m_status = Status::NotRunning;
    if (crashed)
        qCWarning(lcEmbedded) << "the sandbox exited unexpectedly with code" << exitCode;
    m_process.release()->deleteLater();
    Q_EMIT stopped(exitCode, crashed);
}

void EmbeddedSandbox::onProcessError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart)
        fail(QStringLiteral("cannot start %1: %2").arg(m_program, m_process->errorString()));
}

void EmbeddedSandbox::fail(const QString& reason) {
    m_status = Status::Failed;
    m_error = reason;
    qCWarning(lcEmbedded).noquote() << reason;
    if (m_process) {
        QProcess* process = m_process.release();
        process->disconnect(this);
        if (process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished(1000);
        }
        process->deleteLater();
    }
    removeConfig();
    Q_EMIT failed(reason);
}

} // namespace volcano
