// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxApp.h"

#include "client/EndpointPolicy.h"
#include "sandbox/DemoWorkers.h"
#include "sandbox/KeyRing.h"
#include "sandbox/LeaseStore.h"
#include "sandbox/LockService.h"
#include "sandbox/QuotaLedger.h"
#include "sandbox/SandboxApi.h"
#include "sandbox/SandboxHttpServer.h"
#include "sandbox/SandboxLog.h"
#include "sandbox/SignalWatcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <csignal>
#include <cstdio>

namespace volcano::sandbox {
namespace {

constexpr int kDrainAttempts = 100; // x 20 ms: at most 2 s for answers to leave

void printError(const QString& text) {
    std::fprintf(stderr, "volcano-lock-sandbox: %s\n", qPrintable(text));
    std::fflush(stderr);
}

// The demo workers talk to this process over loopback even when it listens on all
// interfaces.
QUrl loopbackUrl(const QHostAddress& address, quint16 port) {
    QHostAddress host = address;
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4)
        host = QHostAddress(QHostAddress::LocalHost);
    else if (address == QHostAddress::AnyIPv6)
        host = QHostAddress(QHostAddress::LocalHostIPv6);
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(host.toString());
    url.setPort(port);
    return url;
}

} // namespace

SandboxApp::SandboxApp(SandboxOptions options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_clock(m_options.clock) {}

SandboxApp::~SandboxApp() {
    // Workers and listener go before the database they reach through the API.
    m_signals.reset();
    m_demo.reset();
    m_server.reset();
    m_api.reset();
    m_locks.reset();
    if (m_store)
        m_store->close();
}

int SandboxApp::start() {
    m_signals = std::make_unique<SignalWatcher>(std::initializer_list<int>{SIGINT, SIGTERM});
    connect(m_signals.get(), &SignalWatcher::received, this, [this](int number) {
        qCInfo(lcSandbox, "signal %d: shutting down", number);
        shutdown();
    });
    if (const int failed = loadConfig())
        return failed;
    if (const int failed = openDatabase())
        return failed;
    m_keys = std::make_unique<KeyRing>(m_config);
    m_quota = std::make_unique<QuotaLedger>(m_options.rateLimit);
    m_locks = std::make_unique<LockService>(*m_store, m_clock, m_options.fencingStart);
    m_api = std::make_unique<SandboxApi>(*m_keys, *m_locks, *m_quota, m_clock);
    if (const int failed = listen())
        return failed;
    printStartup();
    if (m_options.demo)
        startDemo();
    return 0;
}

int SandboxApp::loadConfig() {
    const auto config = [this]() -> Expected<SandboxConfig> {
        if (!m_options.configPath.isEmpty())
            return SandboxConfig::load(m_options.configPath);
        m_generatedConfig = true;
        if (const QString path = m_options.generatedConfigPath(); !path.isEmpty())
            return SandboxConfig::loadOrGenerate(path);
        return SandboxConfig::generateDemo();
    }();
    if (!config) {
        printError(QStringLiteral("bad config: %1").arg(config.error().message));
        return kExitUsage;
    }
    m_config = *config;
    if (m_options.demo && !m_config.demoProject()) {
        printError(QStringLiteral("--demo needs a project with a service_role key in the config"));
        return kExitUsage;
    }
    return 0;
}

int SandboxApp::openDatabase() {
    if (!m_options.dataDir.isEmpty() && !QDir().mkpath(m_options.dataDir)) {
        printError(QStringLiteral("cannot create the data folder %1").arg(m_options.dataDir));
        return kExitFailure;
    }
    m_store = std::make_unique<LeaseStore>();
    const auto opened = m_store->open(m_options.databasePath);
    if (opened)
        return 0;
    printError(opened.error().message);
    if (!m_store->openFailedReadOnly())
        return kExitFailure;
    // Serve anyway, as a region whose storage failed: clients get a clear 503 instead of
    // a refused connection, and nothing is ever granted that was not stored.
    printError(QStringLiteral("the database %1 is read-only: every lock operation answers 503 "
                              "region_unavailable until it is writable and the sandbox restarts")
                   .arg(m_options.databasePath));
    return 0;
}

int SandboxApp::listen() {
    m_server = std::make_unique<SandboxHttpServer>(*m_api);
    const quint16 port = m_server->listen(m_options.listenAddress, m_options.listenPort);
    if (port == 0) {
        printError(QStringLiteral("cannot listen on %1:%2 (in use, or not an address of this "
                                  "machine)")
                       .arg(m_options.listenAddress.toString())
                       .arg(m_options.listenPort));
        return kExitFailure;
    }
    m_url.setScheme(QStringLiteral("http"));
    m_url.setHost(m_options.listenAddress.toString());
    m_url.setPort(port);
    return 0;
}

void SandboxApp::printStartup() const {
    // Exactly one line first: scripts and tests wait for it.
    std::printf("listening on %s\n", qPrintable(m_url.toString()));
    if (m_generatedConfig) {
        for (const ProjectConfig& project : m_config.projects) {
            if (const auto key = project.serviceRoleKey())
                std::printf("project %s service-role key: %s\n", qPrintable(project.id),
                            qPrintable(*key));
        }
        std::printf("admin key: %s\n", qPrintable(m_config.adminKey));
    }
    std::fflush(stdout);
    qCInfo(lcSandbox, "serving on %ls, clock %ls, database %ls, rate limit %d/min",
           qUtf16Printable(m_url.toString()), qUtf16Printable(m_clock.modeName()),
           qUtf16Printable(m_options.databasePath), m_options.rateLimit);
}

void SandboxApp::startDemo() {
    const QUrl url = loopbackUrl(m_options.listenAddress, static_cast<quint16>(m_url.port()));
    if (const auto valid = endpoint::validateBaseUrl(url); !valid) {
        printError(QStringLiteral("demo workers not started: %1").arg(valid.error().message));
        return;
    }
    // A key of the demo project that only the workers know, so their requests count
    // against that project's quota but can be logged quietly.
    const QString key = m_keys->addInternalServiceKey(m_config.demoProject()->id);
    m_demo = std::make_unique<DemoWorkers>(url, key);
    m_demo->start();
    qCInfo(lcSandbox, "demo workers started on project %ls (keys: %ls)",
           qUtf16Printable(m_config.demoProject()->id),
           qUtf16Printable(DemoWorkers::lockKeys().join(QStringLiteral(", "))));
}

void SandboxApp::shutdown() {
    if (m_stopping)
        return;
    m_stopping = true;
    if (m_demo)
        m_demo->stop();
    if (m_server)
        m_server->stopListening();
    drainThenQuit(kDrainAttempts);
}

void SandboxApp::drainThenQuit(int attemptsLeft) {
    // Answers are written synchronously but leave through the socket's buffer in later
    // event-loop turns; wait for them (bounded) before the loop ends.
    const bool drained = !m_server || m_server->flushConnections();
    if (drained || attemptsLeft <= 0) {
        QCoreApplication::exit(0);
        return;
    }
    QTimer::singleShot(20, this, [this, attemptsLeft] { drainThenQuit(attemptsLeft - 1); });
}

} // namespace volcano::sandbox
