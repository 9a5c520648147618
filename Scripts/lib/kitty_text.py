"""Prints the text of kitty's screen, as `kitty @ get-text` does, in one remote-control message over kitty's socket
rather than through kitty's own client, whose start takes a second or more (Scripts/real-terminals).

  kitty_text.py SOCKET
"""

import json
import socket
import sys

COMMAND = {"cmd": "get-text", "version": [0, 20, 0], "no_response": False, "payload": {"extent": "screen"}}


def main(path):
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.connect(path)
        connection.sendall(b"\x1bP@kitty-cmd" + json.dumps(COMMAND).encode() + b"\x1b\\")
        reply = b""
        while not reply.endswith(b"\x1b\\"):
            chunk = connection.recv(65536)
            if not chunk:
                break
            reply += chunk
    start = reply.find(b"{")
    answer = json.loads(reply[start : reply.rfind(b"}") + 1])
    if not answer.get("ok"):
        print(answer.get("error", "kitty refused get-text"), file=sys.stderr)
        return 1
    sys.stdout.write(answer.get("data", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
