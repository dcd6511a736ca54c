// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Sandbox throughput from one LockClient on loopback: reads, and an acquire/release mix,
// at 1 and 6 requests in flight; then the sandbox's peak resident memory (VmHWM).
// Usage: sandbox_throughput [--requests N]
#include "SandboxProcess.h"
#include "client/LockClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTextStream>

#include <cstdio>
#include <functional>

using namespace volcano;

namespace {

// Runs `total` operations with at most `inFlight` outstanding; returns requests per second.
double runLoad(int total, int inFlight, const std::function<PendingCall*(int)>& startOne,
               int* failures) {
    QEventLoop loop;
    int started = 0;
    int finished = 0;
    QElapsedTimer timer;
    // The context object is a local of this scope, so the connection dies before the captures.
    // clazy:excludeall=lambda-in-connect
    std::function<void()> launch = [&] {
        const int index = started++;
        PendingCall* call = startOne(index);
        QObject::connect(call, &PendingCall::finished, &loop, [&](const OperationResult& r) {
            if (!r.ok())
                ++*failures;
            if (++finished == total)
                loop.quit();
            else if (started < total)
                launch();
        });
    };
    timer.start();
    for (int i = 0; i < inFlight && started < total; ++i)
        launch();
    loop.exec();
    return total * 1000.0 / static_cast<double>(qMax<qint64>(timer.elapsed(), 1));
}

QString peakMemory(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown");
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return QString::fromLatin1(line.mid(6).trimmed());
    }
    return QStringLiteral("unknown");
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("requests"), QStringLiteral("Requests per scenario."),
                      QStringLiteral("N"), QStringLiteral("4000")});
    parser.process(app);
    const int total = parser.value(QStringLiteral("requests")).toInt();

    test::SandboxProcess::Options options;
    options.manualClock = false;
    options.rateLimit = 100'000'000;
    test::SandboxProcess sandbox(options);
    if (!sandbox.start()) {
        std::fprintf(stderr, "%s\n", qPrintable(sandbox.errorString()));
        return 1;
    }
    LockClient client;
    client.setBaseUrl(sandbox.baseUrl());
    client.setServiceKey(sandbox.serviceKey());

    QTextStream out(stdout);
    out << "sandbox: " << sandbox.program() << "\nrequests per scenario: " << total << '\n';
    int failures = 0;
    QList<QString> tokens(total);
    for (const int inFlight : {1, 6}) {
        const double reads = runLoad(
            total, inFlight,
            [&](int i) { return client.read(QStringLiteral("bench-read-%1").arg(i % 50)); },
            &failures);
        // Each acquire is followed by its release: half the requests are durable grants.
        const double mix = runLoad(
            total, inFlight,
            [&](int i) {
                const QString key = QStringLiteral("bench-mix-%1-%2").arg(inFlight).arg(i / 2);
                QString& token = tokens[i / 2];
                if (i % 2 == 0) {
                    token = LockClient::newUuid();
                    return client.acquire(key, 30, token);
                }
                return client.release(key, token);
            },
            &failures);
        out << "in flight " << inFlight << ": read " << qRound(reads) << " req/s, "
            << "acquire/release mix " << qRound(mix) << " req/s\n";
        out.flush();
    }
    out << "failed requests: " << failures << '\n';
    out << "sandbox peak RSS (VmHWM): " << peakMemory(sandbox.processId()) << '\n';
    out.flush();
    return failures == 0 ? 0 : 1;
}
