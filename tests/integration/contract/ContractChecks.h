// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/PendingCall.h"
#include "protocol/OperationResult.h"
#include "support/SandboxProcess.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QtTest>

#include <chrono>

// Small checks shared by the contract tests, so each contract row reads as a few lines.
namespace volcano::test {

// Waits for the call's finished() signal; a Timeout result says so if it never comes.
OperationResult waitForResult(PendingCall* call,
                              std::chrono::milliseconds timeout = std::chrono::seconds(20));

// "acquire 'k': HTTP 409 lock_held: <message>" — for failure messages.
QString describe(const OperationResult& result);

QByteArray bearer(const QString& key);
QJsonObject jsonObject(const QByteArray& body);
// The body without whitespace, to compare a short JSON body exactly.
QByteArray compact(const QByteArray& body);
// The raw text of a JSON number field, e.g. "9007199254740993" (empty when absent).
QByteArray rawNumberField(const QByteArray& body, QLatin1StringView name);

// One HTTP/1.1 request written byte for byte on a plain socket. QNetworkAccessManager
// rewrites some paths (it decodes %2E and removes dot segments); this does not.
SandboxProcess::RawReply sendVerbatim(const QUrl& base, const QByteArray& method,
                                      const QByteArray& path,
                                      const QList<std::pair<QByteArray, QByteArray>>& headers,
                                      const QByteArray& body = {});

} // namespace volcano::test

namespace volcano {

// Readable QCOMPARE failures; QtTest finds these by argument-dependent lookup.
char* toString(const LockState& state);
char* toString(const LeaseGrant& grant);

} // namespace volcano

// Both bind their argument once, so it may be a call such as h.renew(...).
#define CONTRACT_VERIFY_OK(result)                                                                 \
    do {                                                                                           \
        const ::volcano::OperationResult& contractResult_ = (result);                              \
        QVERIFY2(contractResult_.ok(), qPrintable(::volcano::test::describe(contractResult_)));    \
    } while (false)

#define CONTRACT_COMPARE_ERROR(result, expectedStatus, expectedCode)                               \
    do {                                                                                           \
        const ::volcano::OperationResult& contractResult_ = (result);                              \
        QVERIFY2(contractResult_.error.has_value(),                                                \
                 qPrintable(::volcano::test::describe(contractResult_)));                          \
        QCOMPARE(contractResult_.httpStatus, expectedStatus);                                      \
        QCOMPARE(contractResult_.error->codeText, ::volcano::errorCodeText(expectedCode));         \
    } while (false)

#define CONTRACT_START(harness) QVERIFY2((harness).start(), qPrintable((harness).errorString()))
