// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/ScriptedAction.h"

namespace volcano::test {
namespace {

bool mayHaveBody(int status) {
    return status != 204 && status != 304 && status >= 200;
}

} // namespace

ScriptedAction ScriptedAction::reply(int status, const QByteArray& body, const Headers& headers) {
    QByteArray raw = QByteArrayLiteral("HTTP/1.1 ") + QByteArray::number(status) +
                     QByteArrayLiteral(" Scripted\r\n");
    for (const auto& [name, value] : headers)
        raw += name + QByteArrayLiteral(": ") + value + QByteArrayLiteral("\r\n");
    // A 204 must not announce a body, not even an empty one.
    if (mayHaveBody(status))
        raw += QByteArrayLiteral("Content-Length: ") + QByteArray::number(body.size()) +
               QByteArrayLiteral("\r\n");
    raw += QByteArrayLiteral("Connection: close\r\n\r\n");
    if (mayHaveBody(status))
        raw += body;
    return ScriptedAction{Kind::Reply, raw, 0};
}

ScriptedAction ScriptedAction::json(int status, const QByteArray& body, Headers headers) {
    headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    return reply(status, body, headers);
}

ScriptedAction ScriptedAction::error(int status, const QByteArray& code, Headers headers) {
    return json(status,
                QByteArrayLiteral("{\"code\":\"") + code +
                    QByteArrayLiteral("\",\"message\":\"scripted ") + code +
                    QByteArrayLiteral("\"}"),
                std::move(headers));
}

ScriptedAction ScriptedAction::raw(const QByteArray& response) {
    return ScriptedAction{Kind::Reply, response, 0};
}

ScriptedAction ScriptedAction::close() {
    return ScriptedAction{Kind::Close, {}, 0};
}

ScriptedAction ScriptedAction::stall() {
    return ScriptedAction{Kind::Stall, {}, 0};
}

ScriptedAction ScriptedAction::delayed(int delayMs, const ScriptedAction& answer) {
    ScriptedAction action = answer;
    action.kind = Kind::Delay;
    action.delayMs = delayMs;
    return action;
}

} // namespace volcano::test
