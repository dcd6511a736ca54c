// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/SandboxProcess.h"

#include "client/LockClient.h"
#include "protocol/Rfc3339.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <signal.h>

namespace volcano::test {

SandboxProcess::SandboxProcess()
    : SandboxProcess(Options{}) {}

SandboxProcess::SandboxProcess(Options options)
    : m_options(std::move(options)) {
    if (m_options.commandLine) {
        m_dataDir = m_options.dataDir;
        return;
    }
    if (m_options.dataDir.isEmpty()) {
        m_ownedDir = std::make_unique<QTemporaryDir>();
        m_dataDir = m_ownedDir->path();
    } else {
        m_dataDir = m_options.dataDir;
        QDir().mkpath(m_dataDir);
    }
    writeConfig();
}

SandboxProcess::~SandboxProcess() {
    stop();
}

QString SandboxProcess::program() const {
    if (!m_options.programPath.isEmpty())
        return m_options.programPath;
    return builtProgram();
}

QString SandboxProcess::builtProgram() {
    return QStringLiteral(VOLCANO_SANDBOX_BIN);
}

QString SandboxProcess::configPath() const {
    return m_dataDir + QStringLiteral("/sandbox-config.json");
}

void SandboxProcess::writeConfig() {
    const auto key = [](const char* value, const char* kind) {
        return QJsonObject{{QStringLiteral("key"), QString::fromLatin1(value)},
                           {QStringLiteral("kind"), QString::fromLatin1(kind)}};
    };
    QJsonObject manage = key("sc_demo_manage", "scoped");
    manage.insert(QStringLiteral("scopes"), QJsonArray{QStringLiteral("locks.manage")});
    QJsonObject storage = key("sc_demo_storage", "scoped");
    storage.insert(QStringLiteral("scopes"), QJsonArray{QStringLiteral("storage.read")});
    const QJsonObject demo{
        {QStringLiteral("id"), QStringLiteral("demo")},
        {QStringLiteral("keys"),
         QJsonArray{key("sk_demo_service", "service_role"), manage, storage, key("an_demo", "anon"),
                    key("ut_demo", "user_token"), key("pt_demo", "platform_token")}}};
    const QJsonObject other{
        {QStringLiteral("id"), QStringLiteral("other")},
        {QStringLiteral("keys"), QJsonArray{key("sk_other_service", "service_role")}}};
    const QJsonObject config{{QStringLiteral("admin_key"), adminKey()},
                             {QStringLiteral("projects"), QJsonArray{demo, other}}};
    QFile file(configPath());
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QJsonDocument(config).toJson());
}

QStringList SandboxProcess::arguments() const {
    if (m_options.commandLine)
        return *m_options.commandLine;
    QStringList args{QStringLiteral("--listen"),
                     QStringLiteral("127.0.0.1:%1").arg(m_listenPort),
                     QStringLiteral("--data"),
                     m_dataDir,
                     QStringLiteral("--config"),
                     configPath(),
                     QStringLiteral("--clock"),
                     m_options.manualClock ? QStringLiteral("manual") : QStringLiteral("system"),
                     QStringLiteral("--rate-limit"),
                     QString::number(m_options.rateLimit)};
    if (m_options.fencingStart)
        args << QStringLiteral("--fencing-start") << QString::number(*m_options.fencingStart);
    if (m_options.demo)
        args << QStringLiteral("--demo");
    return args + m_options.extraArguments;
}

void SandboxProcess::launch() {
    m_process = std::make_unique<QProcess>();
    m_stdout.clear();
    m_stderr.clear();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    QObject::connect(m_process.get(), &QProcess::readyReadStandardError, m_process.get(),
                     [this] { m_stderr += m_process->readAllStandardError(); });
    if (m_options.launcher.isEmpty())
        m_process->start(program(), arguments());
    else
        m_process->start(m_options.launcher.first(),
                         m_options.launcher.mid(1) + QStringList{program()} + arguments());
}

void SandboxProcess::collectOutput() {
    m_stdout += m_process->readAllStandardOutput();
    m_stderr += m_process->readAllStandardError();
}

bool SandboxProcess::start() {
    launch();
    if (!m_process->waitForStarted(10000)) {
        m_error = QStringLiteral("could not start %1: %2").arg(program(), m_process->errorString());
        return false;
    }
    const QByteArray prefix = QByteArrayLiteral("listening on ");
    QDeadlineTimer deadline(15000);
    while (!deadline.hasExpired()) {
        if (m_process->canReadLine()) {
            const QByteArray raw = m_process->readLine();
            m_stdout += raw;
            const QByteArray line = raw.trimmed();
            if (line.startsWith(prefix)) {
                m_baseUrl = QUrl(QString::fromUtf8(line.mid(prefix.size())));
                if (m_options.commandLine) {
                    // Keys the sandbox generated follow the listening line in the same flush.
                    m_process->waitForReadyRead(200);
                    collectOutput();
                }
                return true;
            }
            continue;
        }
        if (m_process->state() != QProcess::Running || !m_process->waitForReadyRead(200)) {
            if (m_process->state() != QProcess::Running)
                break;
        }
    }
    m_process->waitForReadyRead(100);
    m_stderr += m_process->readAllStandardError();
    m_error = QStringLiteral("the sandbox did not print its listening line; stderr: %1")
                  .arg(QString::fromUtf8(m_stderr));
    return false;
}

int SandboxProcess::runToExit() {
    launch();
    if (!m_process->waitForFinished(15000))
        return -1;
    collectOutput();
    return m_process->exitStatus() == QProcess::NormalExit ? m_process->exitCode() : -1;
}

QString SandboxProcess::standardError() const {
    return QString::fromUtf8(m_stderr);
}

QStringList SandboxProcess::stdoutLines() const {
    return QString::fromUtf8(m_stdout).split(u'\n', Qt::SkipEmptyParts);
}

int SandboxProcess::stop() {
    return stopWith(SIGTERM);
}

int SandboxProcess::stopWith(int signalNumber) {
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return m_process ? m_process->exitCode() : 0;
    ::kill(static_cast<pid_t>(m_process->processId()), signalNumber);
    if (!m_process->waitForFinished(10000)) {
        m_process->kill();
        m_process->waitForFinished(3000);
        return -1;
    }
    collectOutput();
    return m_process->exitStatus() == QProcess::NormalExit ? m_process->exitCode() : -1;
}

bool SandboxProcess::restart() {
    stop();
    m_listenPort = 0;
    return start();
}

bool SandboxProcess::restartOnSamePort() {
    stop();
    m_listenPort = quint16(m_baseUrl.port());
    const bool started = start();
    m_listenPort = 0;
    return started;
}

void SandboxProcess::killHard() {
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    m_process->kill();
    m_process->waitForFinished(5000);
}

std::unique_ptr<LockClient> SandboxProcess::client() const {
    return client(serviceKey());
}

std::unique_ptr<LockClient> SandboxProcess::client(const QString& key) const {
    auto result = std::make_unique<LockClient>();
    result->setBaseUrl(m_baseUrl);
    result->setServiceKey(key);
    return result;
}

QByteArray SandboxProcess::RawReply::header(const QByteArray& name) const {
    for (const auto& [key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

SandboxProcess::RawReply
SandboxProcess::raw(const QByteArray& method, const QByteArray& pathAndQuery,
                    const QList<std::pair<QByteArray, QByteArray>>& headers,
                    const QByteArray& body) {
    QNetworkAccessManager network;
    QUrl url = m_baseUrl;
    url.setPath(QString());
    const QUrl target = QUrl::fromEncoded(url.toEncoded() + pathAndQuery, QUrl::StrictMode);
    QNetworkRequest request(target);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(10000);
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    QNetworkReply* reply = network.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    RawReply result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    for (const auto& pair : reply->rawHeaderPairs())
        result.headers.append({pair.first, pair.second});
    reply->deleteLater();
    return result;
}

int SandboxProcess::advanceClock(double seconds) {
    return moveClock("/_sandbox/clock/advance", seconds);
}

int SandboxProcess::rewindClock(double seconds) {
    return moveClock("/_sandbox/clock/rewind", seconds);
}

int SandboxProcess::moveClock(const QByteArray& path, double seconds) {
    const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("seconds"), seconds}})
                                .toJson(QJsonDocument::Compact);
    return raw("POST", path,
               {{"Authorization", "Bearer " + adminKey().toUtf8()},
                {"Content-Type", "application/json"}},
               body)
        .status;
}

int SandboxProcess::setRegionAvailable(bool available) {
    const QByteArray body = available ? QByteArrayLiteral("{\"available\":true}")
                                      : QByteArrayLiteral("{\"available\":false}");
    return raw("PUT", "/_sandbox/region",
               {{"Authorization", "Bearer " + adminKey().toUtf8()},
                {"Content-Type", "application/json"}},
               body)
        .status;
}

int SandboxProcess::setFaults(const QJsonObject& settings) {
    return raw("PUT", "/_sandbox/faults",
               {{"Authorization", "Bearer " + adminKey().toUtf8()},
                {"Content-Type", "application/json"}},
               QJsonDocument(settings).toJson(QJsonDocument::Compact))
        .status;
}

int SandboxProcess::clearFaults() {
    return raw("DELETE", "/_sandbox/faults", {{"Authorization", "Bearer " + adminKey().toUtf8()}})
        .status;
}

QJsonObject SandboxProcess::faults() {
    const RawReply reply =
        raw("GET", "/_sandbox/faults", {{"Authorization", "Bearer " + adminKey().toUtf8()}});
    return QJsonDocument::fromJson(reply.body).object();
}

QJsonObject SandboxProcess::stats() {
    const RawReply reply =
        raw("GET", "/_sandbox/stats", {{"Authorization", "Bearer " + adminKey().toUtf8()}});
    return QJsonDocument::fromJson(reply.body).object();
}

QDateTime SandboxProcess::serverNow() {
    const QString now = stats().value(QLatin1StringView("now")).toString();
    return rfc3339::parse(now).value_or(QDateTime());
}

} // namespace volcano::test
