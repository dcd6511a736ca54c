// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace volcano::test {

// What the ScriptedHttpServer does with one request once it has read it.
struct ScriptedAction {
    enum class Kind {
        Reply, // write `response` and close the connection
        // Close the connection without answering: a transport error for the client, though
        // Qt may first send the request again on a new connection by itself.
        Close,
        Stall, // keep the connection open and never answer (a timeout for the client)
        Delay, // write `response` after delayMs, then close
    };
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    Kind kind = Kind::Reply;
    QByteArray response; // the raw bytes of a Reply or Delay
    int delayMs = 0;

    // A complete HTTP/1.1 response; Content-Length and "Connection: close" are added.
    static ScriptedAction reply(int status, const QByteArray& body = {},
                                const Headers& headers = {});
    // A JSON body with Content-Type: application/json.
    static ScriptedAction json(int status, const QByteArray& body, Headers headers = {});
    // A contract error body {"code": code, "message": ...}.
    static ScriptedAction error(int status, const QByteArray& code, Headers headers = {});
    // Exactly these bytes as the answer: a hand-written or malformed response.
    static ScriptedAction raw(const QByteArray& response);
    static ScriptedAction close();
    static ScriptedAction stall();
    // answer (a Reply) sent only after delayMs.
    static ScriptedAction delayed(int delayMs, const ScriptedAction& answer);
};

} // namespace volcano::test
